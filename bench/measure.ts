// Timing helpers of the benchmarks: percentiles, an autocannon run that keeps every latency, a loop for raw calls.
import autocannon from 'autocannon';

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface LoadResult {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A body per request instead of `body` (e.g. a filter no cache has seen). */
  bodies?: () => unknown;
  headers?: Record<string, string>;
}

const withBody = (bodies: () => unknown) => (request: { body?: string }) => {
  request.body = JSON.stringify(bodies());
  return request;
};

/**
 * autocannon for `seconds` with `connections`; latencies of 2xx answers only, anything else counts as an error.
 * `sink` also receives every latency (to pool several short runs).
 */
export async function load(
  target: LoadTarget,
  connections: number,
  seconds: number,
  sink?: number[],
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: target.url,
    method: target.method ?? 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    ...(target.bodies ? { requests: [{ setupRequest: withBody(target.bodies) }] } : {}),
    // PGlite answers one query at a time: at 50 connections a request may wait long, which is latency, not failure.
    timeout: 60,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors += 1;
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  // Let the server finish what is still queued, so the next run starts on an idle server.
  const body = target.bodies ? target.bodies() : target.body;
  await fetch(target.url, {
    method: target.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  sink?.push(...latencies);
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** Calls `fn` one at a time for about `ms` (at least `min` times) after a short warm-up; the median in ms. */
export async function medianOf(fn: () => Promise<unknown>, ms = 3000, min = 20): Promise<number> {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  const until = performance.now() + ms;
  while (times.length < min || performance.now() < until) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '—');

export interface Paired {
  aP50: number;
  bP50: number;
  /** The median of b ÷ a over the pairs: each ratio from two calls made one right after the other. */
  ratioP50: number;
  pairs: number;
}

/**
 * Calls `a` and `b` one after the other, in turn first, for about `ms` (at least `min` pairs) after a warm-up: a
 * ratio from one moment of a shared, noisy machine, instead of two runs minutes apart.
 */
export async function interleave(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  ms = 5000,
  min = 30,
): Promise<Paired> {
  for (let i = 0; i < 5; i++) await Promise.all([a(), b()]);
  const ta: number[] = [];
  const tb: number[] = [];
  const ratios: number[] = [];
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  const until = performance.now() + ms;
  while (ratios.length < min || performance.now() < until) {
    const first = ratios.length % 2 === 0;
    const x = first ? await time(a) : NaN;
    const y = await time(b);
    const xa = first ? x : await time(a);
    ta.push(xa);
    tb.push(y);
    ratios.push(y / xa);
  }
  const sorted = (list: number[]) => [...list].sort((p, q) => p - q);
  return {
    aP50: percentile(sorted(ta), 50),
    bP50: percentile(sorted(tb), 50),
    ratioP50: percentile(sorted(ratios), 50),
    pairs: ratios.length,
  };
}
