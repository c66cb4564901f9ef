// Counts a request's SQL round trips in series: every statement sent to the embedded database is stamped with a
// logical tick when it is sent and when its answer is back. A statement sent after another's answer arrived waits
// for it (one more round); statements sent together (Promise.all) share a round, even though PGlite, with its one
// connection, runs them one after the other; PostgreSQL's pool runs them at once. Either driver: PGlite's `query`
// or pg's Pool `query` (which Drizzle calls with the text or a `{ text }` config).

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

interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

const textOf = (first: unknown): string =>
  typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');

export function recordRoundTrips(driver: Queryable): RoundTripRecorder {
  const original = driver.query;
  let tick = 0;
  let log: Statement[] = [];
  const query = async function (this: unknown, ...args: never[]) {
    const sent = tick++;
    const round = 1 + Math.max(0, ...log.filter((s) => s.answered < sent).map((s) => s.round));
    const entry: Statement = { sql: textOf(args[0]), sent, answered: Infinity, round };
    log.push(entry);
    try {
      return await original.apply(this, args);
    } finally {
      entry.answered = tick++;
    }
  };
  driver.query = query;
  return {
    statements: () => [...log],
    rounds: () => Math.max(0, ...log.map((s) => s.round)),
    reset: () => {
      log = [];
    },
    restore: () => {
      driver.query = original;
    },
  };
}
