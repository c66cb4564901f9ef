import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContent,
  FIRST_CONTENT_FALLBACK_MS,
  markFirstContent,
  resetFirstContent,
  waitsForFirstContent,
} from './first-content.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetFirstContent();
});

afterEach(() => vi.useRealTimers());

describe('[app] work that waits for the first content', () => {
  it('starts once the first content is marked, not before', () => {
    const fn = vi.fn();
    afterFirstContent(fn);
    vi.advanceTimersByTime(FIRST_CONTENT_FALLBACK_MS - 100);
    expect(fn).not.toHaveBeenCalled();
    markFirstContent();
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback on a screen that never marks its content', () => {
    const fn = vi.fn();
    afterFirstContent(fn);
    vi.advanceTimersByTime(FIRST_CONTENT_FALLBACK_MS);
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the content was shown long ago, and a cancelled one never starts', () => {
    markFirstContent();
    const fn = vi.fn();
    afterFirstContent(fn);
    const cancelled = vi.fn();
    afterFirstContent(cancelled)();
    vi.runOnlyPendingTimers();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('[app] which start waits for the first content', () => {
  it('the feed, search and an object page wait; other screens and sub-pages do not', () => {
    expect(waitsForFirstContent('/feed')).toBe(true);
    expect(waitsForFirstContent('/search')).toBe(true);
    expect(waitsForFirstContent('/realty/12')).toBe(true);
    expect(waitsForFirstContent('/realty/12/chess/3')).toBe(false);
    expect(waitsForFirstContent('/cabinet/offers')).toBe(false);
    expect(waitsForFirstContent('/verify-email')).toBe(false);
  });

  it('inside the mobile wrapper nothing waits', () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    try {
      expect(waitsForFirstContent('/feed')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
