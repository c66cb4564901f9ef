import { afterEach, describe, expect, it } from 'vitest';
import { isNewer, readRunningVersion } from './running-version.ts';

const win = window as { Capacitor?: unknown };

describe('[app-version] the wrapper’s version check', () => {
  afterEach(() => {
    delete win.Capacitor;
  });

  it('[app-version] a browser has no running build to compare', async () => {
    expect(await readRunningVersion()).toBeNull();
  });

  it('[app-version] reads the package and versionCode from Capacitor’s App plugin', async () => {
    win.Capacitor = {
      isNativePlatform: () => true,
      Plugins: { App: { getInfo: () => Promise.resolve({ id: 'ru.kvartal.app', build: '41' }) } },
    };
    expect(await readRunningVersion()).toEqual({ package: 'ru.kvartal.app', code: 41 });
  });

  it('[app-version] only a higher code of the same package is an update', () => {
    const running = { package: 'ru.kvartal.app', code: 41 };
    expect(isNewer(running, { package: 'ru.kvartal.app', version: { code: 42 } })).toBe(true);
    expect(isNewer(running, { package: 'ru.kvartal.app', version: { code: 41 } })).toBe(false);
    expect(isNewer(running, { package: 'ru.other.app', version: { code: 99 } })).toBe(false);
  });
});
