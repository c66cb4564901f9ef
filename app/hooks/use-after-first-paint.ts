// False for a screen's first commit, then true in a transition after the next frame: the screen draws what its first
// view shows at once and the rest in work React may slice, instead of one long task right after a cold page's first
// paint (decision 033; the feed's list does the same with its first cards).
import { startTransition, useEffect, useState } from 'react';

/** `now`: the rest is needed at once (an address that scrolls to a part of it). */
export function useAfterFirstPaint(now = false): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready || now) return;
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready, now]);
  return ready || now;
}
