import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './schedule.ts';

describe('[jobs] the scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs first soon, then on its interval, never two runs at once; stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const job = scheduleJob({
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
      everyMs: 60_000,
      firstInMs: 10_000,
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Still running when the interval comes: skipped.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(2);
  });

  it('reports a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = scheduleJob({
      run: async () => {
        runs += 1;
        throw new Error('database is away');
      },
      everyMs: 1_000,
      firstInMs: 0,
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(3);
    await job.stop();
  });
});
