// The release folder (scripts/release.ts) holds what the compiled server needs at run time: every package it loads
// among the production dependencies that `npm ci --omit=dev --ignore-scripts` installs, every file it reads copied.
// .ci/run's «release» step builds one and starts it on PostgreSQL.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import { SHIPPED_OSM_SAMPLE } from '#server/admin/osm.ts';
import { SHIPPED_REGIONS } from '#server/admin/regions.ts';
import { packageRoot } from '#server/package-root.ts';
import { spaRoot } from '#server/plugins/static.ts';
import { SERVER_ADMIN } from './lib/build-server.ts';
import { NPM_CI_ARGS, RELEASE_FILES, RELEASE_SCRIPTS } from './release.ts';

const root = path.resolve(import.meta.dirname, '..');
interface LockEntry {
  dev?: boolean;
  hasInstallScript?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
  scarfSettings?: { enabled?: boolean };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
const builtin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** Every .ts file under a folder, tests and test helpers out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('[release] the release folder', () => {
  it('installs every package the compiled server loads: each is a production dependency', async () => {
    // The same entry points and externals as scripts/lib/build-server.ts, without writing anything.
    const result = await build({
      absWorkingDir: root,
      entryPoints: { main: 'server/main.ts', start: 'scripts/start.ts', admin: 'server/admin/cli.ts' },
      outdir: path.join(root, '.tmp/release-test'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imported = new Set(
      Object.values(result.metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((i) => i.external && !builtin(i.path))
        .map((i) => packageOf(i.path)),
    );
    // Packages found by require.resolve at run time (fonts, Swagger UI's files): esbuild does not see those.
    for (const file of [...sources(path.join(root, 'server')), ...sources(path.join(root, 'shared'))]) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/require\.resolve\('([^']+)'\)/g)) {
        imported.add(packageOf(specifier!));
      }
    }
    expect(imported).toContain('fastify');
    expect(imported).toContain('swagger-ui-dist');
    expect([...imported].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
    // And nothing else: what only the browser's bundle needs (React, Leaflet, Capacitor…) is a dev dependency, which
    // Vite bundles at build time, so the release's node_modules carries none of it.
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('copies every file the server reads from its package root', () => {
    const relative = (file: string) => path.relative(packageRoot, file);
    for (const read of [
      migrationsFolder,
      spaRoot,
      path.join(packageRoot, 'package.json'),
      SHIPPED_REGIONS,
      SHIPPED_OSM_SAMPLE,
    ]) {
      expect(
        RELEASE_FILES.some((copied) => relative(read) === copied || relative(read).startsWith(`${copied}/`)),
        relative(read),
      ).toBe(true);
    }
    // The entry the image, the unit and CI run.
    expect(RELEASE_FILES).toContain('dist/server');
  });

  it('runs its npm scripts on the compiled files the build writes, with no build tool', () => {
    expect(RELEASE_SCRIPTS).toEqual({
      start: 'node dist/server/main.js',
      admin: 'node dist/server/admin.js',
    });
    expect(path.relative(root, SERVER_ADMIN)).toBe('dist/server/admin.js');
  });

  it('keeps build-only tools out of production and needs no install script there', () => {
    for (const tool of ['tsx', '@capacitor/cli', 'esbuild', 'vite', 'typescript']) {
      expect(manifest.dependencies, tool).not.toHaveProperty(tool);
      expect(manifest.devDependencies, tool).toHaveProperty(tool);
    }
    expect(NPM_CI_ARGS).toEqual(expect.arrayContaining(['ci', '--omit=dev', '--ignore-scripts']));
    // --ignore-scripts loses nothing: the one production package with an install script is Scarf's telemetry.
    const scripted = Object.entries(lock.packages)
      .filter(([name, entry]) => name && !entry.dev && entry.hasInstallScript)
      .map(([name]) => name.replace(/^.*node_modules\//, ''));
    expect(scripted).toEqual(['@scarf/scarf']);
  });

  it('turns off swagger-ui-dist’s install telemetry (@scarf/scarf reads the root package.json)', () => {
    expect(manifest.scarfSettings).toEqual({ enabled: false });
    expect(manifest.scripts.release).toBe('tsx scripts/release.ts');
  });

  it('is built and started in production by .ci/run after the PostgreSQL suites, counted like them', () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const twoNodes = ci.indexOf('scripts/multi-node.ts');
    const built = ci.indexOf('npm run release --silent -- "$RELEASEDIR"');
    const started = ci.indexOf('scripts/release-smoke.ts "$PG_URL" "$RELEASEDIR" "$OUT/release.json"');
    expect(twoNodes).toBeGreaterThan(0);
    expect(built).toBeGreaterThan(twoNodes);
    expect(started).toBeGreaterThan(built);
    expect(ci).toContain('pg_items+=("tallies:$OUT/release.json")');
    expect(ci).toContain('pg_items+=("fail:release:');
  });
});
