// Notifications written in bulk by SQL (the saved-filter alerts) get their Telegram, push and e-mail copies here: only the
// users who turned a channel on for the type are looked at, so a run of thousands costs one query more.
import { sql } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import { defaultChoice } from '#shared/notification-channels.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { enqueueChannelCopies } from './fan-out.ts';

export async function copyFilterMatches(
  db: DbOrTx,
  rows: readonly { user_id: number; payload: unknown }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const type = NotificationType.filterMatch;
  const fallback = defaultChoice(type);
  // With the type off by default, a user without a row of choices gets no copy: the query finds those who opted in.
  if (fallback.telegram || fallback.push || fallback.email) {
    for (const row of rows) await enqueueChannelCopies(db, row.user_id, type, row.payload, now);
    return;
  }
  const ids = `{${[...new Set(rows.map((r) => r.user_id))].join(',')}}`;
  const wanted = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from notification_channel_prefs
        where type = ${type} and (telegram or push or email) and user_id = any(${ids}::int[])`,
  );
  const set = new Set(wanted.map((w) => w.user_id));
  for (const row of rows) {
    if (set.has(row.user_id)) await enqueueChannelCopies(db, row.user_id, type, row.payload, now);
  }
}
