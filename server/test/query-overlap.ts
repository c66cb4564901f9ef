// A transaction is one connection, and a pg client runs one query at a time (a second one is queued, with a
// warning): this watches how many queries run at once inside the database's transactions.
import { vi } from 'vitest';
import type { Db } from '../db/client.ts';

interface Session {
  prepareQuery(...args: unknown[]): { execute(...args: unknown[]): Promise<unknown> };
}

/** The most queries that ran at once inside one of the database's transactions, while the spy is on. */
export function watchOverlap(db: Db) {
  const seen = { most: 0 };
  let running = 0;
  const transaction = db.transaction.bind(db);
  const spy = vi.spyOn(db, 'transaction').mockImplementation((work, config) =>
    transaction((tx) => {
      const session = (tx as unknown as { session: Session }).session;
      const prepare = session.prepareQuery.bind(session);
      session.prepareQuery = (...args) => {
        const query = prepare(...args);
        const execute = query.execute.bind(query);
        query.execute = async (...values) => {
          running += 1;
          seen.most = Math.max(seen.most, running);
          try {
            return await execute(...values);
          } finally {
            running -= 1;
          }
        };
        return query;
      };
      return work(tx);
    }, config),
  );
  return { seen, restore: () => spy.mockRestore() };
}
