import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { marketSummary } from '#server/modules/market/summary.ts';
import { PGLITE_DATA_DIR } from './generate.ts';

const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
const db = database.db;
const now = new Date();
const t = async (label: string, fn: () => Promise<unknown>) => {
  await fn();
  const s = performance.now();
  for (let i = 0; i < 5; i++) await fn();
  console.log(label, ((performance.now() - s) / 5).toFixed(0), 'ms');
};
const id = 1;
const [d] = ((await db.execute(`select sr.id from objects o join subregions sr on sr.id = o.subregion_id group by sr.id order by count(*) desc limit 1` as never)) as unknown as { rows: { id: number }[] }).rows;
await t('closed only', () => marketSummary(db, { districtId: d!.id, from: '2026-01-01', to: '2026-11-30' }, now));
await t('with current', () => marketSummary(db, { districtId: d!.id }, now));
await t('current only', () => marketSummary(db, { districtId: d!.id, from: '2026-12-01' }, now));
void id;
await database.close();
