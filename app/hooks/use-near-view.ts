// Whether an element has come near the viewport, once: heavy parts below the fold (the map, the price chart) start
// only then, so a cold page's start-up does not run them in long tasks right after its first paint (decision 033).
import { useEffect, useState } from 'react';

/** How far outside the viewport a part starts: a screen ahead of a phone's scroll. */
export const NEAR_VIEW_MARGIN = '800px 0px';

/**
 * The callback ref goes on the part's placeholder (which may appear after the first render); true from the moment
 * it is within `margin` of the viewport, and for good.
 */
export function useNearView<T extends Element>(margin = NEAR_VIEW_MARGIN) {
  const [node, setNode] = useState<T | null>(null);
  // Without an observer (old browsers, tests' jsdom) the part starts at once, as it did before.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return [setNode, near] as const;
}
