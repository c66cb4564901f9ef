// Transaction-scoped advisory locks: two requests about the same phone, IP or user take turns, so limits hold under races.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Namespaces keep keys of different kinds apart. */
export const LockSpace = {
  phone: 1001,
  ip: 1002,
  emailVerification: 1003,
  bookingRequests: 1004,
  reactions: 1005,
} as const;

/** Waits for the lock; it is released when the surrounding transaction ends. */
export async function lockKey(tx: DbOrTx, space: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int4, hashtext(${key}))`);
}
