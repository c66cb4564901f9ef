// The value as it was `delay` ms after it last changed. Objects compare by content, so a re-rendered but equal
// filter does not restart the wait.
import { useEffect, useState } from 'react';
import { sameValue } from '../lib/filter-values.ts';

export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (sameValue(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, settled]);
  return sameValue(settled, value) ? value : settled;
}
