// The first screen's content is on screen. Work that can wait (the socket and its library) starts after it, so it
// is not on the first screen's path: a phone on a slow network gets the cards first. The screens people open the
// app on (the feed, search, an object's page) mark it; elsewhere the work does not wait.
import { useEffect, useState } from 'react';
import { releaseFirstPaint } from './first-paint.ts';
import { isNativeApp } from './platform.ts';

/** Screens that mark their first content: the feed, search, an object's page and a sent collection's link. */
const MARKING_SCREENS = [/^\/feed\/?$/, /^\/search\/?$/, /^\/realty\/\d+\/?$/, /^\/[A-Za-z0-9_-]{16,64}\/?$/];

/** Whether a start on this path should wait for the first content (the wrapper has its code on the device). */
export function waitsForFirstContent(pathname: string): boolean {
  return !isNativeApp() && MARKING_SCREENS.some((pattern) => pattern.test(pathname));
}

/** How long waiting work waits for a screen that never marks its content. */
export const FIRST_CONTENT_FALLBACK_MS = 5000;

let shown = false;
const waiting = new Set<() => void>();

/** Marks the first screen's content as shown; only the first call counts. */
export function markFirstContent(): void {
  if (shown) return;
  shown = true;
  // The server's painted first screen (if any) gives way to the app's.
  releaseFirstPaint();
  const run = [...waiting];
  waiting.clear();
  run.forEach((fn) => fn());
}

/** Marks the first content once `ready` is true (a list's first page drawn, empty or not). */
export function useFirstContent(ready: boolean): void {
  useEffect(() => {
    if (ready) markFirstContent();
  }, [ready]);
}

/**
 * Runs `fn` in the first idle moment after the first content is shown, or after the fallback; at once when it was
 * shown long ago. Returns a cancel.
 */
export function afterFirstContent(fn: () => void, fallbackMs = FIRST_CONTENT_FALLBACK_MS): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const idle = () => {
    window.clearTimeout(timer);
    const schedule = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 0));
    schedule(() => {
      if (!cancelled) fn();
    });
  };
  if (shown) idle();
  else {
    waiting.add(idle);
    timer = window.setTimeout(markFirstContent, fallbackMs);
  }
  return () => {
    cancelled = true;
    waiting.delete(idle);
    window.clearTimeout(timer);
  };
}

/**
 * True once the first content is shown (from the start on a screen that does not mark it): for parts that may
 * mount later than the first screen.
 */
export function useAfterFirstContent(): boolean {
  const [started, setStarted] = useState(() => shown || !waitsForFirstContent(window.location.pathname));
  useEffect(() => {
    if (started) return;
    return afterFirstContent(() => setStarted(true));
  }, [started]);
  return started;
}

/** Tests start from a fresh page. */
export function resetFirstContent(): void {
  shown = false;
  waiting.clear();
}
