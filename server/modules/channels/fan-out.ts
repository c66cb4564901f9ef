// A notification's copies for Telegram, web push and e-mail: written to the outbox in the transaction that writes the bell's
// row, for each recipient whose choice for the type includes the channel and who has a chat or a device. A chat or
// an endpoint that fails later never touches the request (the outbox retries it, decision 043).
import { sql } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { channelLine, defaultChoice } from '#shared/notification-channels.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { enqueueOutbox } from '../outbox/index.ts';

export const TELEGRAM_CHANNEL = 'telegram';
export const PUSH_CHANNEL = 'push';
export const EMAIL_CHANNEL = 'email';

/** What the outbox carries for every channel: the line and the screen's path (the site's address added later). */
export interface ChannelMessage {
  userId: number;
  type: string;
  text: string;
  path: string;
}

interface Recipient {
  grp: number;
  bell: boolean | null;
  telegram: boolean | null;
  push: boolean | null;
  email: boolean | null;
  /** The user's address, only once confirmed. */
  address: string | null;
  chat_id: string | null;
  subs: number[] | null;
}

async function recipient(db: DbOrTx, userId: number, type: string): Promise<Recipient | null> {
  const [row] = await queryRows<Recipient>(
    db,
    sql`select u."group" as grp, p.bell, p.telegram, p.push, p.email, t.chat_id,
          case when u.email_verified_at is not null then u.email end as address,
          (select array_agg(s.id order by s.id) from push_subscriptions s where s.user_id = u.id) as subs
        from users u
        left join notification_channel_prefs p on p.user_id = u.id and p.type = ${type}
        left join telegram_links t on t.user_id = u.id
        where u.id = ${userId}`,
  );
  return row ?? null;
}

/**
 * Enqueues the Telegram and push copies of one notification; returns how many were written and whether the bell keeps
 * its row (on unless the user turned it off for the type), so notify() asks the database once.
 */
export async function enqueueChannelCopies(
  db: DbOrTx,
  userId: number,
  type: string,
  payload: unknown,
  now: Date,
): Promise<{ written: number; bell: boolean }> {
  const r = await recipient(db, userId, type);
  if (!r) return { written: 0, bell: true };
  const bell = r.bell ?? true;
  const fallback = defaultChoice(type);
  const telegram = (r.telegram ?? fallback.telegram) && r.chat_id != null;
  const push = (r.push ?? fallback.push) && (r.subs?.length ?? 0) > 0;
  const email = (r.email ?? fallback.email) && r.address != null;
  if (!telegram && !push && !email) return { written: 0, bell };
  const line = channelLine(type, payload, { userId, agent: r.grp === Role.agent });
  const message: ChannelMessage = { userId, type, text: line.text, path: line.path };
  let written = 0;
  if (telegram) {
    await enqueueOutbox(
      db,
      { channel: TELEGRAM_CHANNEL, target: r.chat_id!, orderKey: `telegram:${r.chat_id}`, payload: message },
      now,
    );
    written += 1;
  }
  if (push) {
    for (const id of r.subs!) {
      await enqueueOutbox(db, { channel: PUSH_CHANNEL, target: String(id), payload: message }, now);
      written += 1;
    }
  }
  if (email) {
    // The address is read again when the letter leaves: one changed meanwhile gets it, one removed gets none.
    await enqueueOutbox(db, { channel: EMAIL_CHANNEL, target: String(userId), payload: message }, now);
    written += 1;
  }
  return { written, bell };
}
