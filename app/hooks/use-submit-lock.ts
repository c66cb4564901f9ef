// One request per submit: a form's submit handler wrapped with lock() runs once at a time. A second click (or
// Enter) while the first is still validating or on its way is swallowed at once, before React re-renders the button
// as busy; `pending` says so for the button (loading) from the first click until the work settles.
import { useCallback, useRef, useState } from 'react';

type Work<A extends unknown[]> = (...args: A) => unknown;

export function useSubmitLock() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const lock = useCallback(
    <A extends unknown[]>(work: Work<A>) =>
      async (...args: A): Promise<void> => {
        if (busy.current) {
          // A swallowed submit event must not fall through to the browser's own form submission.
          const event = args[0] as { preventDefault?: () => void } | undefined;
          event?.preventDefault?.();
          return;
        }
        busy.current = true;
        setPending(true);
        try {
          await work(...args);
        } finally {
          busy.current = false;
          setPending(false);
        }
      },
    [],
  );
  return { lock, pending };
}
