// A webhook's delivery log keeps 30 days of finished deliveries (what a builder looks back at); older ones go.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';

export const DELIVERIES_KEEP_MS = 30 * 24 * 60 * 60_000;

export async function pruneWebhookDeliveries(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERIES_KEEP_MS);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from webhook_deliveries
          where state in ('delivered', 'failed') and coalesce(last_attempt_at, created_at) < ${before}
          returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
