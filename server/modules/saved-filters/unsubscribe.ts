// Turning the daily digest off for a user who followed a letter's unsubscribe link: their «Раз в день» filters stop
// notifying («Не уведомлять»), and what was waiting for the next letter is dropped, so none goes out.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filterDigestBatches, filters } from '../../db/schema/index.ts';

/** Returns how many filters were switched off. */
export async function unsubscribeDigest(db: DbOrTx, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const off = await tx
      .update(filters)
      .set({ notify: 'off' })
      .where(and(eq(filters.userId, userId), eq(filters.notify, 'daily')))
      .returning({ id: filters.id });
    await tx.delete(filterDigestBatches).where(eq(filterDigestBatches.userId, userId));
    return off.length;
  });
}

/**
 * The letter's List-Unsubscribe (RFC 2369): the https link first, then the mailbox (its subject carries the token);
 * List-Unsubscribe-Post (RFC 8058) only with the link, since one click means a POST to it. None without either.
 */
export function unsubscribeHeaders(
  link: string | null,
  mailbox: string | null,
  token: string,
): Record<string, string> | undefined {
  const targets = [
    ...(link ? [`<${link}>`] : []),
    ...(mailbox ? [`<mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`] : []),
  ];
  if (targets.length === 0) return undefined;
  return {
    'List-Unsubscribe': targets.join(', '),
    ...(link ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
  };
}
