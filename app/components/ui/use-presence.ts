// Keeps an overlay mounted while it fades and slides out: 'closed' → mounted → 'open' on the next frame,
// and back to 'closed' with the unmount after the transition.
import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closed';

const nextFrame = (fn: () => void) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(() => requestAnimationFrame(fn))
    : (setTimeout(fn, 16) as unknown as number);

export function usePresence(open: boolean, duration = 220): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);
  const [state, setState] = useState<PresenceState>('closed');
  useEffect(() => {
    if (open) {
      setMounted(true);
      let cancelled = false;
      nextFrame(() => {
        if (!cancelled) setState('open');
      });
      return () => {
        cancelled = true;
      };
    }
    setState('closed');
    const timer = setTimeout(() => setMounted(false), duration);
    return () => clearTimeout(timer);
  }, [open, duration]);
  return { mounted, state };
}
