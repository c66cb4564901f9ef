// «Раз в день»: from 09:00 Moscow time each user with waiting matches gets one letter through the mail provider,
// with the matches of every such filter since the last letter. The day is claimed (filter_digest_sends) in the
// transaction that takes the batches and sends, so a user never gets two letters a day, and a failed send leaves
// everything for the next run. Nobody with nothing waiting gets a letter. Each letter carries List-Unsubscribe with a
// signed one-click link (RFC 8058) and, when a mailbox takes them, a mailto.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { countOf } from '#shared/format.ts';
import {
  FILTER_ALERT_LIMITS,
  alertFeedQuery,
  matchItemLine,
  type TFilterMatchItem,
} from '#shared/filter-alerts.ts';
import { fill } from '#shared/texts/ru.ts';
import { filterAlertTexts } from '#shared/texts/filter-alerts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { filterDigestBatches, filters, users } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import type { MailMessage, MailProvider } from '../../providers/mail.ts';
import { unsubscribeTexts } from '#shared/texts/unsubscribe.ts';
import { unsubscribeHeaders } from './unsubscribe.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const t = filterAlertTexts.digest;
const HOUR = 3_600_000;

/** The Moscow date of a moment, and whether the digest hour has come that day. */
export function moscowDay(now: Date): { day: string; due: boolean } {
  const local = new Date(now.getTime() + FILTER_ALERT_LIMITS.moscowOffsetHours * HOUR);
  return {
    day: local.toISOString().slice(0, 10),
    due: local.getUTCHours() >= FILTER_ALERT_LIMITS.digestHourMoscow,
  };
}

export interface DigestDeps {
  db: DbOrTx;
  mail: MailProvider;
  now: Date;
  /** Where the letter's links point (PUBLIC_URL); without it the letter has no links. */
  baseUrl: string | null;
  /** Signs the letters' unsubscribe links (APP_SECRET); `mailbox` takes unsubscribe requests by mail (optional). */
  unsubscribe: { secret: string; mailbox: string | null };
}

/** Where a letter's reader unsubscribes: the link (needs baseUrl) and the mailbox, either may be missing. */
export interface DigestUnsubscribe {
  link: string | null;
  headers: Record<string, string> | undefined;
}

export function digestUnsubscribe(
  userId: number,
  baseUrl: string | null,
  options: DigestDeps['unsubscribe'],
): DigestUnsubscribe {
  const token = unsubscribeToken(options.secret, userId);
  const link = baseUrl ? `${baseUrl}/api/filters/unsubscribe?token=${encodeURIComponent(token)}` : null;
  return { link, headers: unsubscribeHeaders(link, options.mailbox, token) };
}

interface DigestFilter {
  filterId: number;
  name: string;
  items: TFilterMatchItem[];
  count: number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function digestMail(
  to: string,
  list: DigestFilter[],
  baseUrl: string | null,
  unsubscribe: DigestUnsubscribe = { link: null, headers: undefined },
): MailMessage {
  const total = list.reduce((sum, f) => sum + f.count, 0);
  const subject = fill(t.subject, countOf(total, filterAlertTexts.notification.matches));
  const blocks = list.map((f) => {
    const link = baseUrl ? `${baseUrl}/feed${alertFeedQuery(f)}` : null;
    const lines = f.items.map(matchItemLine);
    const more = f.count > f.items.length ? fill(t.more, f.count - f.items.length) : null;
    return { title: fill(t.filter, f.name), lines, more, link };
  });
  const text = [
    t.greeting,
    '',
    t.intro,
    ...blocks.flatMap((b) => [
      '',
      b.title,
      ...b.lines.map((l) => `• ${l}`),
      ...(b.more ? [b.more] : []),
      ...(b.link ? [`${t.open}: ${b.link}`] : []),
    ]),
    '',
    t.footer,
    ...(unsubscribe.link ? [`${unsubscribeTexts.link}: ${unsubscribe.link}`] : []),
  ].join('\n');
  const html =
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.intro)}</p>` +
    blocks
      .map(
        (b) =>
          `<h3 style="margin:16px 0 4px">${escapeHtml(b.title)}</h3><ul>` +
          b.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('') +
          (b.more ? `<li>${escapeHtml(b.more)}</li>` : '') +
          '</ul>' +
          (b.link ? `<p><a href="${escapeHtml(b.link)}">${escapeHtml(t.open)}</a></p>` : ''),
      )
      .join('') +
    `<p style="color:#666">${escapeHtml(t.footer)}</p>` +
    (unsubscribe.link
      ? `<p style="color:#666"><a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribeTexts.link)}</a></p>`
      : '');
  return { to, subject, text, html, ...(unsubscribe.headers ? { headers: unsubscribe.headers } : {}) };
}

/** The batches of one user's filters joined per filter: newest items first, each item once, cut to the limit. */
function perFilter(
  rows: { filterId: number; name: string; items: TFilterMatchItem[]; count: number }[],
): DigestFilter[] {
  const byFilter = new Map<number, DigestFilter>();
  for (const row of [...rows].reverse()) {
    const entry = byFilter.get(row.filterId) ?? {
      filterId: row.filterId,
      name: row.name,
      items: [],
      count: 0,
    };
    entry.count += row.count;
    for (const item of row.items) {
      const seen = entry.items.some((i) => i.kind === item.kind && i.id === item.id);
      if (!seen && entry.items.length < FILTER_ALERT_LIMITS.itemsPerNotification) entry.items.push(item);
    }
    byFilter.set(row.filterId, entry);
  }
  return [...byFilter.values()].sort((a, b) => a.filterId - b.filterId);
}

/** Sends the digests that are due; returns the users written to. */
export async function sendDigests(deps: DigestDeps): Promise<number[]> {
  const { day, due } = moscowDay(deps.now);
  if (!due) return [];
  const waiting = await queryRows<{ user_id: number }>(
    deps.db,
    sql`select distinct b.user_id from filter_digest_batches b
      left join filter_digest_sends s on s.user_id = b.user_id
      where s.sent_on is null or s.sent_on < ${day}::date`,
  );
  const sent: number[] = [];
  for (const { user_id: userId } of waiting) {
    const done = await deps.db.transaction(async (tx) => {
      const claimed = await queryRows<{ user_id: number }>(
        tx,
        sql`insert into filter_digest_sends (user_id, sent_on, sent_at)
          values (${userId}, ${day}::date, ${deps.now.toISOString()}::timestamptz)
          on conflict (user_id) do update set sent_on = excluded.sent_on, sent_at = excluded.sent_at
            where filter_digest_sends.sent_on < excluded.sent_on
          returning user_id`,
      );
      if (claimed.length === 0) return false;
      const rows = await tx
        .select({
          id: filterDigestBatches.id,
          filterId: filterDigestBatches.filterId,
          name: filters.name,
          items: filterDigestBatches.items,
          count: filterDigestBatches.count,
        })
        .from(filterDigestBatches)
        .innerJoin(filters, eq(filters.id, filterDigestBatches.filterId))
        .where(eq(filterDigestBatches.userId, userId))
        .orderBy(asc(filterDigestBatches.id));
      await tx.delete(filterDigestBatches).where(
        and(
          eq(filterDigestBatches.userId, userId),
          inArray(
            filterDigestBatches.id,
            rows.map((r) => r.id),
          ),
        ),
      );
      const [user] = await tx
        .select({ email: users.email, verified: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      // Without a confirmed address there is nobody to write to; the matches were in the feed all along.
      if (!user?.email || !user.verified || rows.length === 0) return false;
      await deps.mail.send(
        digestMail(
          user.email,
          perFilter(rows),
          deps.baseUrl,
          digestUnsubscribe(userId, deps.baseUrl, deps.unsubscribe),
        ),
      );
      return true;
    });
    if (done) sent.push(userId);
  }
  return sent;
}
