// What one request has done to the database, carried through its async calls: whether it wrote on the primary
// (its later reads then stay there) and which replica its reads were given. Outside a request there is none, and
// routed reads go to the primary.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { Replica } from './read-routing.ts';

export interface ReadContext {
  /**
   * The keys a write's pin is kept under (its user or visitor, and its address) and those its reads look up (its user
   * or visitor; the address only for a request that names neither, such as a painted first page); read lazily,
   * after auth. Logged-in users behind one address do not hold each other on the primary.
   */
  who: () => { pins: string[]; reads: string[] };
  /** A statement other than a read ran on the primary within this request. */
  wrote: boolean;
  /** A shared cache entry is being filled: the replica must have replayed the last catalog change too. */
  fenced: boolean;
  /** The replica this request reads from (null: the primary), decided at its first routed read. */
  choice?: Promise<Replica | null>;
  /** The primary's WAL position after this request's write, asked once. */
  writeLsn?: Promise<bigint>;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

/**
 * A statement that changes nothing: a select, or a with-query without a data-changing part. Anything else (insert,
 * update, delete, begin, set, a with-query that writes) counts as a write; calling it one when it is not only keeps
 * the caller on the primary a moment longer.
 */
const READ = /^\s*(?:select\b|with\b(?![\s\S]*\b(?:insert|update|delete|merge)\b))/i;

export const isReadStatement = (text: string): boolean => READ.test(text);

/** Drizzle's logger on the primary: marks the current request as having written. */
export const writeWatcher: Logger = {
  logQuery(query) {
    const context = readContext.getStore();
    if (context && !context.wrote && !isReadStatement(query)) context.wrote = true;
  },
};
