// One real server per Playwright run: a fresh data dir with the demo seed, log providers, test phones; stopped at the end.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { OUTPUT_DIR, dataDir, e2eBaseURL, e2ePort, serverLog } from './paths.ts';
import { copySeededTemplate } from './seeded-template.ts';
import { issueDemoTokens } from './demo-tokens.ts';
import { demoTestPhones } from './demo.ts';
import { startServer } from './server.ts';
import webpush from 'web-push';
import { startFakeTelegram } from '../server/test/fake-telegram.ts';
import { E2E_BOT_TOKEN, E2E_TELEGRAM_SECRET } from './telegram.ts';

const STALE_MS = 30 * 60 * 1000;

/** Data and token dirs of runs older than half an hour (no run lasts that long; a newer one may be running). */
async function pruneOldRuns(now: number): Promise<void> {
  let names: string[] = [];
  try {
    names = await readdir(OUTPUT_DIR);
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^(?:data|tokens|server|claims)-([0-9a-z]+)(?:\.log)?$/.exec(name);
    if (match && now - parseInt(match[1], 36) > STALE_MS) {
      await rm(path.join(OUTPUT_DIR, name), { recursive: true, force: true });
    }
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const now = Date.now();
  // The run id is a timestamp, so pruning can tell old runs from running ones.
  const run = now.toString(36);
  process.env.E2E_RUN_ID = run;
  await pruneOldRuns(now);
  const log = serverLog(run);
  // A seeded copy: the demo seed runs once per change of its sources, not once per run.
  await copySeededTemplate(dataDir(run));
  await issueDemoTokens(dataDir(run), run);

  // e2e/channels.spec.ts: the bot talks to a local fake of the Bot API; the spec reads its calls at E2E_TELEGRAM_URL.
  const telegram = await startFakeTelegram(E2E_BOT_TOKEN);
  process.env.E2E_TELEGRAM_URL = telegram.url;
  const vapid = webpush.generateVAPIDKeys();
  const server = await startServer({
    port: e2ePort(),
    logFile: log,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir(run),
      SEED_DEMO: '1',
      AUTH_TEST_PHONES: demoTestPhones(),
      SMS_PROVIDER: 'log',
      MAIL_PROVIDER: 'log',
      LOG_LEVEL: 'info',
      PUBLIC_URL: e2eBaseURL(),
      // No test reaches the internet: the map's tiles are asked of this server (which has none), never of OSM.
      MAP_TILE_URL: `${e2eBaseURL()}/e2e-tiles/{z}/{x}/{y}.png`,
      // Every test sends its own X-Forwarded-For (fixtures.ts), so per-IP limits apply per test, not per run.
      TRUST_PROXY: '1',
      // A request may move the clock it sees (x-test-clock-offset): the hourly login limits in seconds.
      TEST_CLOCK: '1',
      // Page loads fetch many assets; the per-IP API limit itself is tested by the API suite
      // (server/plugins/rate-limit.test.ts).
      RATE_LIMIT_MAX: '100000',
      // e2e/webhooks.spec.ts posts to a receiver it starts on 127.0.0.1 (the SSRF guard is tested by the API suite).
      WEBHOOKS_ALLOW_PRIVATE: '1',
      TELEGRAM_BOT_TOKEN: E2E_BOT_TOKEN,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_SECRET,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
  });
  console.log(`e2e server on ${server.baseURL} (${server.health.engine}), log: ${log}`);
  return async () => {
    await server.stop();
    await telegram.close();
    // 120 MB a run: the log stays for reading, the data goes.
    await rm(dataDir(run), { recursive: true, force: true });
  };
}
