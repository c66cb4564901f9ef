// Whole seconds since a moment, moved on every `stepMs` (the unassigned request's timer).
import { useEffect, useState } from 'react';

const since = (from: number) => Math.max(0, Math.floor((Date.now() - from) / 1000));

export function useElapsed(from: number, stepMs = 60_000): number {
  const [seconds, setSeconds] = useState(() => since(from));
  useEffect(() => {
    setSeconds(since(from));
    const timer = setInterval(() => setSeconds(since(from)), stepMs);
    return () => clearInterval(timer);
  }, [from, stepMs]);
  return seconds;
}
