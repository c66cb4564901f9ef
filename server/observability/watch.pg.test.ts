// On PostgreSQL (TEST_DATABASE_URL, vitest.config.ts): readiness reads drizzle's bigint created_at as the pg driver
// returns it (a string), and the metrics report pg's pool.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-app.ts';
import * as systemApi from '#shared/api/system.ts';

const TOKEN = 'metrics-token-for-the-pg-tests-01';

describe('[observability] probes and metrics on PostgreSQL', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('is ready with its migrations current', async () => {
    const res = await t.call(systemApi.healthReady);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checks).toMatchObject({ database: 'ok', migrations: 'ok' });
  });

  it("reports the pool's connections", async () => {
    await t.call(systemApi.healthReady);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const total = /^kvartal_db_pool_total (\d+)$/m.exec(res.body);
    expect(Number(total?.[1])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/^kvartal_db_pool_idle \d+$/m);
    expect(res.body).toMatch(/^kvartal_db_pool_waiting \d+$/m);
  });
});
