// Tests call the API through the descriptors of shared/api (issue 30): API tests with t.call(descriptor, …),
// component tests with the fetch mock's descriptor routes, specs with the `api` fixture. A raw API path in a
// test is left only where the raw path is the point; this counts them, so a new one shows up here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Files where the raw path is the point, and why. Their paths are not counted. */
const ALLOWED: Record<string, string> = {
  'app/lib/api.test.ts': 'the raw client under call(): it takes a path',
  'app/lib/api-origin.test.ts': 'how the client writes a URL from a path',
  'server/test/call.test.ts': 'call() itself: the paths it writes',
  'app/test/fetch-mock.test.ts': 'the fetch mock itself: the paths callTo and pathOf match and write',
  'server/modules/openapi/openapi.test.ts': 'the OpenAPI document, keyed by path',
  'server/plugins/rate-limit.test.ts': 'what the limit counts: percent-encoded and unknown paths',
  'server/plugins/static.test.ts': 'routing between the SPA, files and /api',
  'server/plugins/wrapper-cors.test.ts': 'CORS headers by raw path, on a test-only route',
  'server/plugins/errors.test.ts': 'test-only routes and an unknown path',
  'server/plugins/compress.test.ts': 'test-only routes',
  'server/plugins/input-guard.test.ts': 'percent-encoded bytes and test-only routes',
  'server/plugins/test-clock.test.ts': 'a test-only route',
  'server/plugins/every-route.fuzz.test.ts': 'the route table it walks',
  'server/observability/metrics.test.ts': 'route labels of raw and unknown paths',
  'server/observability/error-reports.test.ts': 'test-only routes and a raw authorization header',
  'server/observability/request-id.test.ts': 'a test-only route',
  'server/observability/trace-scrub.test.ts': 'scrubbing raw URLs',
  'scripts/deploy-files.test.ts': 'the health path the deploy files name',
  'e2e/demo-login.ts': 'the global set-up’s own login, before any fixture',
  'e2e/smoke.spec.ts': 'the health route, by its URL',
};

/** Raw paths left where they are not the point; lower it as they go, never raise it. */
const CEILING = 14;

const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', '.output']);

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** Strings (quoted or template) that start with the API's prefix, in each test file and spec. */
function rawPaths(): Map<string, number> {
  const all = [
    ...['app', 'server', 'shared', 'scripts'].flatMap((dir) => files(dir, isTest)),
    ...files('e2e', (name) => name.endsWith('.ts')),
  ];
  const found = new Map<string, number>();
  for (const path of all) {
    const count = (readFileSync(join(ROOT, path), 'utf8').match(/['`]\/api\//g) ?? []).length;
    if (count) found.set(relative(ROOT, join(ROOT, path)), count);
  }
  return found;
}

describe('[tooling] tests call the API through the descriptors', () => {
  const found = rawPaths();

  it(`leaves at most ${CEILING} raw API paths outside the files where the path is the point`, () => {
    const counted = [...found].filter(([path]) => !(path in ALLOWED));
    const total = counted.reduce((sum, [, n]) => sum + n, 0);
    expect(total, counted.map(([path, n]) => `${path}: ${n}`).join('\n')).toBeLessThanOrEqual(CEILING);
  });

  it('keeps no allowed file that holds no raw path any more', () => {
    expect(Object.keys(ALLOWED).filter((path) => !found.has(path))).toEqual([]);
  });
});
