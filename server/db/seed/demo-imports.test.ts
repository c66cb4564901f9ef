// The demo's inventory import: the demo builder's first complex has a daily feed schedule with three applied runs
// and a failed one in its log, and the applied runs left price history with the cause `import`.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { importSchedules, inventoryImports, priceHistory } from '../schema/index.ts';
import { DEMO_FEED_URL } from './demo-imports.ts';
import { useDemoApp } from '../../test/use-demo.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const t = useDemoApp({ complexes: 3, offers: 5, photos: false, now: NOW });

describe('[seed] the demo import schedule', () => {
  it('[seed] a daily Profitbase feed with three applied runs and a failed one', async () => {
    const [schedule] = await t.db.select().from(importSchedules);
    expect(schedule).toMatchObject({ feedUrl: DEMO_FEED_URL, format: 'profitbase', period: 'daily' });
    const runs = await t.db
      .select()
      .from(inventoryImports)
      .where(eq(inventoryImports.scheduleId, schedule!.id))
      .orderBy(desc(inventoryImports.createdAt));
    expect(runs.map((r) => r.state)).toEqual(['failed', 'applied', 'applied', 'applied']);
    for (const run of runs.slice(1)) expect(run.counts.update).toBeGreaterThan(0);
    const history = await t.db.select().from(priceHistory).where(eq(priceHistory.cause, 'import'));
    expect(history.length).toBeGreaterThan(0);
  });
});
