// Keeps an overlay mounted while it fades and slides out. It is 'open' from its first frame: the entry transition
// starts from the styles of `@starting-style` (overlay.module.css, drawer.module.css), so nothing waits a frame or
// two for a 'closed' one to be painted first. On close it turns 'closed' and unmounts after the transition.
import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closed';

export function usePresence(open: boolean, duration = 220): { mounted: boolean; state: PresenceState } {
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), duration);
    return () => clearTimeout(timer);
  }, [leaving, duration]);
  return { mounted: open || leaving, state: open ? 'open' : 'closed' };
}
