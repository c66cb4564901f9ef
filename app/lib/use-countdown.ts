// Whole seconds left until a deadline (ms since epoch), updated every second (or every `stepMs`); 0 once passed.
import { useEffect, useState } from 'react';

const left = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export function useCountdown(deadline: number | null, stepMs = 1000): number {
  const [seconds, setSeconds] = useState(() => left(deadline));
  useEffect(() => {
    setSeconds(left(deadline));
    if (deadline === null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left(deadline);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [deadline, stepMs]);
  return seconds;
}

/** 1:05, 0:09 */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
