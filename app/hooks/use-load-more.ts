// Infinite scroll: calls `load` when the sentinel comes within `margin` (400 px) of the viewport.
import { useEffect, useRef } from 'react';

/** `round` changes with every loaded page, so a sentinel still in view asks again. */
export function useLoadMore<T extends Element>(
  load: () => void,
  enabled: boolean,
  round: number,
  margin = '400px',
) {
  const sentinel = useRef<T>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, round, margin]);
  return sentinel;
}
