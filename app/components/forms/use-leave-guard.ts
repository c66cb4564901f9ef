// The one leave-guard of the app's forms: while `dirty`, leaving the page (a link, back, a reload or closing the
// tab) asks first. `stays` tells the moves that keep the form on screen (the same path, or the editor's #edit hash).
import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useConfirm } from '#app/components/ui/dialogs.tsx';

export interface LeaveGuardTexts {
  title: string;
  text?: string;
  confirmLabel?: string;
}

const samePath = (from: Location, to: Location) => from.pathname === to.pathname;

export function useLeaveGuard(
  dirty: boolean,
  texts: LeaveGuardTexts,
  stays: (from: Location, to: Location) => boolean = samePath,
) {
  const confirm = useConfirm();
  /** Set before a navigation the form itself makes (after a save or a delete). */
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && !stays(currentLocation, nextLocation),
  );
  // A pass given after a save ends once the form is clean again (or dirty anew): later edits are guarded.
  useEffect(() => {
    leaving.current = false;
  }, [dirty]);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ ...textsRef.current, danger: true }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    /** Call before navigating away on purpose: the guard lets that one pass. */
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
