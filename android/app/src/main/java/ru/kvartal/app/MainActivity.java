package ru.kvartal.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
