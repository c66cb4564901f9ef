// The Capacitor project: the config the Android project is generated from, and the web build the CLI copies in.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../capacitor.config.ts';
import { SPA_INDEX } from './lib/build.ts';
import { bin, root } from './lib/proc.ts';

const ASSETS = path.join(root, 'android/app/src/main/assets');
const PUBLIC = path.join(ASSETS, 'public');

/**
 * The installed CLI's own entry. Its bin refuses Node < 22 by a version check alone; copying works on the Node 20
 * the project runs on, and a developer building an APK runs `cap` itself (docs/MOBILE.md).
 */
function cap(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['-e', "process.argv.splice(1, 0, 'cap'); require('@capacitor/cli/dist/index').run()", ...args],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
}

describe('[capacitor] config', () => {
  it('is the package the app-version check knows, named «Квартал», bundling the built SPA over https', () => {
    expect(config.appId).toBe('ru.kvartal.app');
    expect(config.appName).toBe('Квартал');
    expect(config.webDir).toBe('dist/app');
    expect(config.server?.androidScheme).toBe('https');
  });

  it('matches the generated Android project', () => {
    const gradle = readFileSync(path.join(root, 'android/app/build.gradle'), 'utf8');
    expect(gradle).toContain('applicationId "ru.kvartal.app"');
    expect(gradle).toMatch(/versionCode \d+/);
    const strings = readFileSync(path.join(root, 'android/app/src/main/res/values/strings.xml'), 'utf8');
    expect(strings).toContain('<string name="app_name">Квартал</string>');
  });

  it('has one npm script that builds for the wrapper and syncs Android', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['cap:sync']).toMatch(/VITE_API_ORIGIN=.*vite build && cap sync android$/);
  });
});

describe('[capacitor] copy android', () => {
  // A checkout that had no copied build is left without one (lint and formatting never see built files).
  const hadCopy = existsSync(PUBLIC);
  afterAll(() => {
    if (hadCopy) return;
    rmSync(PUBLIC, { recursive: true, force: true });
    rmSync(path.join(ASSETS, 'capacitor.config.json'), { force: true });
  });

  beforeAll(() => {
    if (!existsSync(SPA_INDEX)) {
      const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, timeout: 300_000 });
      expect(built.status).toBe(0);
    }
    const copied = cap('copy', 'android');
    expect(copied.status, copied.stdout + copied.stderr).toBe(0);
  }, 360_000);

  it('puts the built index.html and the entry it loads into the Android assets', () => {
    const index = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
    expect(index).toBe(readFileSync(SPA_INDEX, 'utf8'));
    const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(entry).toBeDefined();
    expect(existsSync(path.join(PUBLIC, entry!))).toBe(true);
    const written = JSON.parse(readFileSync(path.join(ASSETS, 'capacitor.config.json'), 'utf8')) as {
      appId: string;
    };
    expect(written.appId).toBe('ru.kvartal.app');
  });
});
