// The value once it has stopped changing for `delay` ms: search as you type without a request per key. Objects
// compare by content, so a re-rendered but equal filter does not restart the wait.
import { useEffect, useState } from 'react';
import { sameValue } from '#app/lib/same-value.ts';

export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (sameValue(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, settled]);
  return sameValue(settled, value) ? value : settled;
}
