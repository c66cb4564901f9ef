// The replicas one node reads from (DATABASE_READ_URLS, decision 050): each polled every REPLICA_POLL_MS for how far
// it has replayed the primary's WAL, judged ok, lagging (further behind than REPLICA_MAX_LAG_MS) or down, and handed
// to a read only when it has replayed what that read must see. Lag is measured on this node's clock alone: the
// primary's position is sampled at each poll, and a replica's lag is how long ago the primary first held a change
// the replica has not replayed yet (no clock of another machine is trusted).

/** How often replicas (and the primary's position) are asked. */
export const REPLICA_POLL_MS = 500;
/** A probe slower than this counts the replica down. */
export const PROBE_TIMEOUT_MS = 1000;

export type QueryFn = (config: unknown, values?: unknown) => Promise<unknown>;

export interface ReplicaHandle {
  /** host:port/database, never the password: readiness and the log name it. */
  name: string;
  query: QueryFn;
  /** Whether it is a standby and how far it has replayed (null when it is not a standby). */
  probe(): Promise<{ recovery: boolean; replayLsn: bigint | null }>;
  close(): Promise<void>;
}

export type ReplicaState = 'ok' | 'lagging' | 'down';

export interface ReplicaReport {
  name: string;
  state: ReplicaState;
  /** How far behind, in ms, at the last poll (null when down). */
  lagMs: number | null;
}

export interface Replica {
  handle: ReplicaHandle;
  /** Down until a probe answers: never tried before it is known. */
  down: boolean;
  replay: bigint | null;
  lagMs: number;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * How long ago (ms) the primary first held a change the replica lacks: the time of the first sample past the
 * replayed position; 0 when the replica has replayed the newest sample.
 */
export function lagOf(samples: readonly Sample[], replay: bigint, now: number): number {
  const first = samples.find((s) => s.lsn > replay);
  return first ? Math.max(0, now - first.at) : 0;
}

/**
 * Keeps samples of the last `windowMs`, plus the newest one older than it (a replica behind all the kept ones is
 * lagging at least that long), and drops repeats of an unchanged position.
 */
export function addSample(samples: Sample[], sample: Sample, windowMs: number): Sample[] {
  const last = samples.at(-1);
  const next = last && last.lsn >= sample.lsn ? samples : [...samples, sample];
  const cutoff = sample.at - windowMs;
  let firstKept = 0;
  while (firstKept + 1 < next.length && next[firstKept + 1]!.at < cutoff) firstKept += 1;
  return firstKept === 0 ? next : next.slice(firstKept);
}

export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Errors that say the server or the connection is gone (not the statement): node's, and SQLSTATE 08, 57P. */
export function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || code.startsWith('57P');
}

export interface ReplicaSetOptions {
  replicas: ReplicaHandle[];
  /** The primary's current WAL insert position. */
  primaryLsn: () => Promise<bigint>;
  maxLagMs: number;
  now?: () => number;
  log?: (message: string, err?: unknown) => void;
}

export class ReplicaSet {
  readonly replicas: Replica[];
  private samples: Sample[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ReplicaSetOptions) {
    this.replicas = options.replicas.map((handle) => ({ handle, down: true, replay: null, lagMs: 0 }));
    this.now = options.now ?? Date.now;
  }

  get maxLagMs(): number {
    return this.options.maxLagMs;
  }

  private usable(r: Replica): boolean {
    return !r.down && r.replay !== null && r.lagMs <= this.options.maxLagMs;
  }

  /** Whether any replica could take a read now (a request asks nothing more when none can). */
  anyUsable(): boolean {
    return this.replicas.some((r) => this.usable(r));
  }

  /** A usable replica that has replayed `need`, taken in turn; null: read from the primary. */
  pick(need: bigint): Replica | null {
    const fit = this.replicas.filter((r) => this.usable(r) && r.replay! >= need);
    if (fit.length === 0) return null;
    this.next = (this.next + 1) % fit.length;
    return fit[this.next]!;
  }

  /** A read failed on the replica: a broken connection puts it down until the next probe answers. */
  failed(replica: Replica, err: unknown): void {
    if (!isConnectionError(err)) return;
    if (!replica.down) this.options.log?.(`replica ${replica.handle.name} is down`, err);
    replica.down = true;
  }

  /** One round: the primary's position, then each replica's. Concurrent callers share the round. */
  poll(): Promise<void> {
    this.polling ??= this.round().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async round(): Promise<void> {
    const window = this.options.maxLagMs + 4 * REPLICA_POLL_MS;
    try {
      const at = this.now();
      const lsn = await within(this.options.primaryLsn(), PROBE_TIMEOUT_MS, 'the primary');
      this.samples = addSample(this.samples, { at, lsn }, window);
    } catch (err) {
      // Without the primary's position the lag is judged against the samples kept.
      this.options.log?.('the primary did not say its WAL position', err);
    }
    await Promise.all(this.replicas.map((r) => this.probe(r)));
  }

  private async probe(replica: Replica): Promise<void> {
    try {
      const { recovery, replayLsn } = await within(
        replica.handle.probe(),
        PROBE_TIMEOUT_MS,
        replica.handle.name,
      );
      // A promoted replica is a database of its own now: reading it could miss the primary's writes.
      if (!recovery || replayLsn === null) throw new Error('it is not a standby');
      if (replica.down) this.options.log?.(`replica ${replica.handle.name} is up`);
      replica.down = false;
      replica.replay = replayLsn;
      replica.lagMs = lagOf(this.samples, replica.replay, this.now());
    } catch (err) {
      if (!replica.down) this.options.log?.(`replica ${replica.handle.name} is down`, err);
      replica.down = true;
    }
  }

  report(): ReplicaReport[] {
    return this.replicas.map((r) => ({
      name: r.handle.name,
      state: r.down ? 'down' : r.lagMs > this.options.maxLagMs ? 'lagging' : 'ok',
      lagMs: r.down ? null : Math.round(r.lagMs),
    }));
  }

  start(intervalMs = REPLICA_POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.handle.close().catch(() => undefined)));
  }
}
