// Counts a request's SQL round trips in series: every statement sent to the embedded database is stamped with a
// logical tick when it is sent and when its answer is back. A statement sent after another's answer arrived waits
// for it (one more round); statements sent together (Promise.all) share a round, even though PGlite, with its one
// connection, runs them one after the other (a pool would run them at once; a pipeline would send them together).
import type { PGlite } from '@electric-sql/pglite';

export interface Statement {
  sql: string;
  sent: number;
  answered: number;
  /** 1 for a statement sent before any answer came back, n + 1 for one sent after a round-n answer. */
  round: number;
}

export interface RoundTripRecorder {
  /** The statements since the last reset, in the order they were sent. */
  statements(): Statement[];
  /** The longest chain of statements each waiting for the one before it. */
  rounds(): number;
  reset(): void;
  restore(): void;
}

export function recordRoundTrips(pglite: PGlite): RoundTripRecorder {
  const original = pglite.query;
  let tick = 0;
  let log: Statement[] = [];
  const query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    const sent = tick++;
    const round = 1 + Math.max(0, ...log.filter((s) => s.answered < sent).map((s) => s.round));
    const entry: Statement = { sql: args[0], sent, answered: Infinity, round };
    log.push(entry);
    try {
      return await original.apply(this, args);
    } finally {
      entry.answered = tick++;
    }
  };
  pglite.query = query as PGlite['query'];
  return {
    statements: () => [...log],
    rounds: () => Math.max(0, ...log.map((s) => s.round)),
    reset: () => {
      log = [];
    },
    restore: () => {
      pglite.query = original;
    },
  };
}
