// Playwright drives Debian's Chromium (never a downloaded browser) against one real server started by e2e/global-setup.ts.
// Projects: `desktop` runs every spec except those tagged @phone; `phone` runs the specs tagged @phone or @both.
import { defineConfig, devices } from '@playwright/test';
import { chromePath } from './scripts/lib/chromium.ts';
import { OUTPUT_DIR, e2eBaseURL } from './e2e/paths.ts';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${OUTPUT_DIR}/test-results`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // The server, two browsers and the runner share two cores.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: ci ? 1 : 0,
  // A journey of 20–29 s on a quiet machine took past 30 s under CI's load (the server, two browsers and the
  // runner on two cores) and passed only on the retry: CI gives each test 60 s (a test that needs more says so).
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    [ci ? 'line' : 'list'],
    ['json', { outputFile: process.env.E2E_REPORT || `${OUTPUT_DIR}/report.json` }],
  ],
  use: {
    baseURL: e2eBaseURL(),
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace for every test costs about 40 % of the run's time (4 specs: 132 s with, 76 s without); CI
    // records one only when a failed test runs again, which is the trace worth reading.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath(),
      // No background traffic: this machine has no network but the package registries.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone\b|@both\b/,
      use: {
        // A phone-sized Chromium with touch; the device's own browser type is not used.
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
