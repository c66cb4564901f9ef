// A steady mixed load through the proxy (closed loop: each worker sends its next request when the last answered),
// every answer kept with its time, so a scenario reads what happened inside its own window.

export interface Answer {
  status: number;
  body: string;
}

export interface Operation {
  name: string;
  /** Changes data: the answer is an acknowledged write when 2xx. */
  write: boolean;
  weight: number;
  send(): Promise<Answer>;
  /** Called with each 2xx answer (the writes record what was acknowledged). */
  acknowledged?(answer: Answer): void;
}

export interface Sample {
  name: string;
  write: boolean;
  startedAt: number;
  ms: number;
  /** 0: no HTTP answer (refused, reset, timed out). */
  status: number;
  body: string;
}

export interface Counts {
  requests: number;
  failures: number;
  p99: number;
  max: number;
  /** Failed answers by status (0: no answer), for the printout. */
  failed: Record<string, number>;
}

const TIMEOUT_MS = 20_000;

/** A failure for the scenarios: no answer, a 5xx, or a 429 (no limit should fire under this load). */
export const failed = (sample: Sample) =>
  sample.status === 0 || sample.status >= 500 || sample.status === 429;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function count(samples: readonly Sample[]): Counts {
  const failedOnes = samples.filter(failed);
  const byStatus: Record<string, number> = {};
  for (const sample of failedOnes) byStatus[sample.status] = (byStatus[sample.status] ?? 0) + 1;
  const times = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    failures: failedOnes.length,
    p99: Math.round(percentile(times, 99)),
    max: Math.round(Math.max(0, ...times)),
    failed: byStatus,
  };
}

export const describe = (counts: Counts) =>
  `${counts.requests} requests, ${counts.failures} failed${
    counts.failures
      ? ` (${Object.entries(counts.failed)
          .map(([s, n]) => `${n} × ${s === '0' ? 'no answer' : s}`)
          .join(', ')})`
      : ''
  }, p99 ${counts.p99} ms, max ${counts.max} ms`;

export class Load {
  readonly samples: Sample[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private readonly wheel: Operation[];

  constructor(
    operations: readonly Operation[],
    private readonly concurrency: number,
  ) {
    this.wheel = operations.flatMap((op) => Array.from({ length: op.weight }, () => op));
  }

  start(): void {
    this.running = true;
    for (let i = 0; i < this.concurrency; i++) this.workers.push(this.worker(i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.workers = [];
  }

  /** The samples of requests started in [from, to). */
  between(from: number, to: number): Sample[] {
    return this.samples.filter((s) => s.startedAt >= from && s.startedAt < to);
  }

  private async worker(offset: number): Promise<void> {
    for (let turn = offset; this.running; turn += this.concurrency) {
      const op = this.wheel[turn % this.wheel.length]!;
      const startedAt = Date.now();
      const t0 = performance.now();
      let answer: Answer;
      try {
        answer = await withTimeout(op.send(), TIMEOUT_MS);
      } catch (error) {
        answer = { status: 0, body: (error as Error).message };
      }
      const sample = { name: op.name, write: op.write, startedAt, ms: performance.now() - t0, ...answer };
      this.samples.push(sample);
      if (answer.status >= 200 && answer.status < 300) op.acknowledged?.(answer);
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
