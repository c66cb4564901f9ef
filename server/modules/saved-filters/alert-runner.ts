// Runs the alert job when nudged (right after a change commits) without ever running it twice at once in this
// process: a nudge during a run asks for one more run after it. The minute's sweep calls the same runner, so what a
// node that died never matched is matched by another.
export interface AlertRunner {
  nudge(): void;
  /** Runs now (or after the run in progress) and resolves when the queue was looked at. */
  drain(): Promise<void>;
  /** Resolves when no run is in progress (on close, before the database goes). */
  settled(): Promise<void>;
}

export function alertRunner(run: () => Promise<unknown>, onError: (error: unknown) => void): AlertRunner {
  let current: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await run();
      } catch (error) {
        onError(error);
      }
    } while (again);
  };
  const drain = () => {
    if (current) {
      again = true;
      return current;
    }
    current = loop().finally(() => {
      current = null;
    });
    return current;
  };
  return {
    nudge: () => void drain(),
    drain,
    settled: () => current ?? Promise.resolve(),
  };
}
