// .ci/run's «release» step: the folder `npm run release` wrote (what the Docker image and deploy/kvartal.service run),
// started as production starts it — `node dist/server/main.js` in that folder, NODE_ENV=production, a new database on
// the CI PostgreSQL, the production variables set — then probed: health on postgres, the config, the SPA's page.
// It also checks the folder holds no build tools, that production refuses the embedded database, and that traces of
// HTTP, PostgreSQL and Redis (when a Redis url is given) reach an OTLP endpoint, scrubbed.
// Usage: tsx scripts/release-smoke.ts <maintenance database url> <release folder> <tallies.json> [redis url]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../e2e/server.ts';
import { freePort } from './lib/free-port.ts';
import type { Tally } from './lib/tally.ts';
import { assert, checker } from './lib/checks.ts';
import { adminQuery } from './lib/pg-admin.ts';
import { startOtlpReceiver } from './lib/otlp-receiver.ts';

const [maintenanceUrl, releaseDir, out, redisUrl] = process.argv.slice(2);
if (!maintenanceUrl || !releaseDir || !out) {
  console.error(
    'Usage: tsx scripts/release-smoke.ts <postgres://…/postgres> <release folder> <tallies.json> [redis://…]',
  );
  process.exit(2);
}

const DB = 'kvartal_release';
/** The health route CI probes now; the image probes /api/health/live once it exists (scripts/deploy-files.test.ts). */
const HEALTH_PATH = '/api/health';
const ENTRY = 'dist/server/main.js';
const admin = (sql: string) => adminQuery(maintenanceUrl!, sql);
const release = path.resolve(releaseDir);

const tally: Tally = { suite: 'release (production start)', passed: 0, failed: 0, skipped: 0, failures: [] };
const check = checker(tally);

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-release-smoke-'));
const url = new URL(maintenanceUrl);
url.pathname = `/${DB}`;
const PUBLIC_URL = 'https://kvartal.example';

/** What a production host sets (deploy/env.production.example), with SMS and mail logged instead of sent. */
function productionEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL,
    APP_SECRET: 'release-smoke-secret-release-smoke-secret',
    TRUST_PROXY: '1',
    SMS_PROVIDER: 'log',
    MAIL_PROVIDER: 'log',
    // The default tiles, allowed by name: no browser asks for them here.
    ALLOW_OSM_TILES: '1',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

let server: RunningServer | undefined;
const traces = await startOtlpReceiver();
/** The started server's tracing: the receiver above, spans sent within 0.2 s, Redis when CI started one. */
const tracingEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: traces.url,
  OTEL_BSP_SCHEDULE_DELAY: '200',
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};
try {
  await check('[release] the folder holds the compiled server and no build tools', async () => {
    for (const file of [
      ENTRY,
      'dist/app/index.html',
      'package-lock.json',
      'server/db/migrations/meta/_journal.json',
    ]) {
      assert(existsSync(path.join(release, file)), `${file} is missing`);
    }
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest']) {
      assert(!existsSync(path.join(release, 'node_modules', tool)), `node_modules/${tool} is in the release`);
    }
  });

  await check('[release] production refuses the embedded database, naming DATABASE_URL', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [ENTRY], {
        cwd: release,
        env: { PATH: process.env.PATH, DOTENV_CONFIG_PATH: '/dev/null', ...productionEnv({}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, output: text });
      });
    });
    assert(code === 1, `exit code ${code}: ${output.slice(0, 300)}`);
    assert(/DATABASE_URL: .*ALLOW_EMBEDDED_DB=1/.test(output), `the message: ${output.slice(0, 300)}`);
  });

  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  await check(
    `[release] starts in production on a new PostgreSQL database: ${HEALTH_PATH} reports postgres`,
    async () => {
      server = await startServer({
        port: await freePort(),
        logFile: path.join(dir, 'server.log'),
        entry: { cwd: release, args: [ENTRY] },
        env: productionEnv({ DATABASE_URL: url.toString(), ...tracingEnv }),
      });
      const res = await fetch(`${server.baseURL}${HEALTH_PATH}`);
      const body = (await res.json()) as { status: string; engine: string };
      assert(res.status === 200 && body.status === 'ok', `${HEALTH_PATH} answered ${res.status}`);
      assert(body.engine === 'postgres', `engine ${body.engine}`);
    },
  );

  if (server) {
    const base = server.baseURL;
    await check(
      '[release] the probes answer: /api/health/live, and /api/health/ready with every part ok',
      async () => {
        const live = await fetch(`${base}/api/health/live`);
        assert(live.status === 200, `live answered ${live.status}`);
        const ready = await fetch(`${base}/api/health/ready`);
        const body = (await ready.json()) as { failing: string[]; checks: Record<string, string> };
        assert(ready.status === 200, `ready answered ${ready.status}: ${JSON.stringify(body)}`);
        assert(body.checks.database === 'ok' && body.checks.migrations === 'ok', JSON.stringify(body.checks));
      },
    );

    await check(
      '[release] npm run admin works in the folder (no tsx there): create-admin twice, import-regions from the shipped file',
      async () => {
        const env = { PATH: process.env.PATH, ...productionEnv({ DATABASE_URL: url.toString() }) };
        const runAdmin = (...args: string[]) =>
          new Promise<{ code: number | null; output: string }>((resolve) => {
            const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
              cwd: release,
              env,
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let text = '';
            child.stdout.on('data', (chunk) => (text += chunk));
            child.stderr.on('data', (chunk) => (text += chunk));
            const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
            child.on('exit', (exitCode) => {
              clearTimeout(timer);
              resolve({ code: exitCode, output: text });
            });
          });
        const createAdmin = ['create-admin', '--phone', '+79990000077'];
        const first = await runAdmin(...createAdmin);
        assert(first.code === 0, `exit code ${first.code}: ${first.output.slice(0, 300)}`);
        const again = await runAdmin(...createAdmin);
        assert(again.code === 0, `second run: exit code ${again.code}: ${again.output.slice(0, 300)}`);
        assert(/nothing changed/i.test(again.output), `the second run says: ${again.output.slice(0, 300)}`);
        // The shipped reference file travels with the release (it once did not).
        const regions = await runAdmin('import-regions');
        assert(
          regions.code === 0,
          `import-regions: exit code ${regions.code}: ${regions.output.slice(0, 300)}`,
        );
      },
    );

    await check('[release] /api/config answers the production settings', async () => {
      const res = await fetch(`${base}/api/config`, { headers: { accept: 'application/json' } });
      assert(res.status === 200, `answered ${res.status}`);
      const config = (await res.json()) as { publicUrl: string; tileUrl: string };
      assert(config.publicUrl === PUBLIC_URL, `publicUrl ${config.publicUrl}`);
      assert(config.tileUrl.includes('{z}'), `tileUrl ${config.tileUrl}`);
    });

    await check(
      '[release] the SPA’s index (at / and a deep link) is served from the release’s dist/app',
      async () => {
        let html = '';
        for (const page of ['/', '/feed']) {
          const res = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
          html = await res.text();
          assert(res.status === 200, `${page} answered ${res.status}`);
          assert(
            res.headers.get('content-type')?.startsWith('text/html'),
            `${page}: type ${res.headers.get('content-type')}`,
          );
          assert(
            /<script[^>]+type="module"[^>]+src="\/assets\//.test(html),
            `${page}: no module script of the build`,
          );
        }
        const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
        const asset = await fetch(`${base}${script}`);
        assert(asset.status === 200, `${script} answered ${asset.status}`);
      },
    );

    await check(
      `[release] traces reach the OTLP endpoint: spans named by route, PostgreSQL${redisUrl ? ', Redis' : ''}, no query strings`,
      async () => {
        for (const page of ['/api/config?phone=%2B79001234567', '/api/objects/987654/deadline-history']) {
          await fetch(`${base}${page}`, { headers: { accept: 'application/json' } });
        }
        const deadline = Date.now() + 10_000;
        // The database's name under the old and the stable semantic conventions.
        const system = (span: (typeof traces.spans)[number]) =>
          span.attributes['db.system.name'] ?? span.attributes['db.system'];
        const seen = () => ({
          route: traces.spans.some(
            (span) => span.kind === 2 && span.name === 'GET /api/objects/:id/deadline-history',
          ),
          postgres: traces.spans.some((span) => system(span) === 'postgresql'),
          redis: !redisUrl || traces.spans.some((span) => system(span) === 'redis'),
        });
        while (Object.values(seen()).includes(false) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert(traces.refused.length === 0, `the receiver refused: ${traces.refused.join(', ')}`);
        const found = seen();
        const names = [...new Set(traces.spans.map((span) => `${span.name}(${span.kind})`))]
          .filter((name) => !name.startsWith('pg.'))
          .join(', ');
        assert(found.route, `no server span named by its route; spans: ${names}`);
        assert(found.postgres, `no PostgreSQL span; spans: ${names}`);
        assert(found.redis, `no Redis span; spans: ${names}`);
        assert(
          traces.spans.every((span) => span.service === 'kvartal'),
          'a span without the service name',
        );
        const leaked = traces.spans.find((span) =>
          Object.values(span.attributes).some((value) => String(value).includes('79001234567')),
        );
        assert(!leaked, `a span carries the phone: ${leaked?.name}`);
        assert(
          traces.spans.every(
            (span) =>
              !('url.query' in span.attributes) &&
              !String(span.attributes['http.target'] ?? '').includes('?'),
          ),
          'a span carries a query string',
        );
      },
    );
  }
} catch (error) {
  tally.failed += 1;
  tally.note = (error as Error).message.slice(0, 300);
  console.log(`  ✗ ${tally.note}`);
}
await server?.stop();
await traces.close();
await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
if (tally.failed > 0) {
  const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '(no log)');
  console.log(`── the server's last lines:\n${log.trimEnd().split('\n').slice(-20).join('\n')}`);
}
await rm(dir, { recursive: true, force: true });
await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
