// Several reads at once on the pool; one after another inside a transaction, which holds a single connection
// where pg refuses overlapping queries (deprecated in pg 8, an error in pg 9).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

export async function readAll<T extends readonly unknown[]>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
