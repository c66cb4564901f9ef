// Long polling when Telegram cannot reach us (no PUBLIC_URL or no webhook secret): one node at a time asks getUpdates,
// held by a lease row rather than a lock in a transaction, since the call waits up to 25 s (decision 043: no
// transaction stays open over an HTTP call). The offset is stored, so the next holder resumes where this one stopped.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { handleUpdate, type TelegramUpdate } from './bot-updates.ts';
import { callBot, type BotConfig } from './telegram-api.ts';

export const POLL_TIMEOUT_S = 25;
const LEASE_MS = (POLL_TIMEOUT_S + 20) * 1000;

export interface PollDeps {
  db: Db;
  bot: BotConfig;
  now: () => Date;
  /** Tests ask with 0 so the fake answers at once. */
  timeoutS?: number;
}

/** One getUpdates round; returns how many updates it handled, or null when another node holds the lease. */
export async function pollTelegramOnce(deps: PollDeps): Promise<number | null> {
  const { db, bot } = deps;
  const now = deps.now();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  await db.execute(
    sql`insert into telegram_poll_state (id, "offset") values (1, 0) on conflict (id) do nothing`,
  );
  const [held] = await queryRows<{ offset: string | number }>(
    db,
    sql`update telegram_poll_state set lease_until = ${lease}::timestamptz
        where id = 1 and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
        returning "offset"`,
  );
  if (!held) return null;
  let offset = Number(held.offset);
  let handled = 0;
  try {
    const timeout = deps.timeoutS ?? POLL_TIMEOUT_S;
    const answer = await callBot<TelegramUpdate[]>(
      bot,
      'getUpdates',
      { offset, timeout, allowed_updates: ['message'] },
      (timeout + 10) * 1000,
    );
    if (!answer.ok) throw new Error(`getUpdates: ${answer.description}`);
    for (const update of answer.result) {
      await handleUpdate(db, update, deps.now());
      offset = update.update_id + 1;
      handled += 1;
    }
  } finally {
    await db.execute(
      sql`update telegram_poll_state set "offset" = ${offset}, lease_until = null where id = 1`,
    );
  }
  return handled;
}
