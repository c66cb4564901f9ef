import { afterEach, describe, expect, it } from 'vitest';
import { chromePath, DEFAULT_CHROME, ensureChromium } from './chromium.ts';

describe('[tooling] finding Chromium', () => {
  const saved = process.env.CHROME_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved;
  });

  it('uses CHROME_PATH, or Debian’s /usr/bin/chromium', () => {
    delete process.env.CHROME_PATH;
    expect(chromePath()).toBe(DEFAULT_CHROME);
    process.env.CHROME_PATH = process.execPath;
    expect(ensureChromium()).toBe(process.execPath);
  });

  it('refuses a CHROME_PATH that is not an executable, saying so, and installs nothing', () => {
    process.env.CHROME_PATH = '/nonexistent/chrome';
    expect(() => ensureChromium()).toThrow('CHROME_PATH=/nonexistent/chrome is not an executable Chromium.');
  });
});
