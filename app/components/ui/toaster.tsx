// Renders the toasts of toast-store.ts at the top of the content, clear of the bottom's primary actions (the «+»,
// save bars); a new page dismisses the toasts of the pages before it. The region is the document's one live region
// for toasts (polite, present before the first toast so screen readers hear each one); a toast's countdown waits
// while the pointer is over it or focus is inside it. While a modal dialog is open everything outside it is inert, so
// the region moves into the top dialog (app/lib/dialog-stack.ts): its toasts stay in view and their buttons usable.
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigation } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import {
  dismissStaleToasts,
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToasts,
  type ToastItem,
} from '../../lib/toast-store.ts';
import { subscribeDialogs, topDialog } from '#app/lib/dialog-stack.ts';
import { CloseIcon } from './icons.tsx';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const host = useSyncExternalStore(subscribeDialogs, topDialog, () => null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(pathname);
  // When the navigation began: a lazy page may take a while to load, and a toast raised just before the move
  // («Объявление опубликовано», then the list) belongs to the page it leads to.
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (navigation.state !== 'idle' && started.current === null) started.current = Date.now();
  }, [navigation.state]);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissStaleToasts(started.current ?? Date.now());
    started.current = null;
  }, [pathname]);
  const region = (
    <div className={styles.region} role="region" aria-label={appTexts.ui.notifications} aria-live="polite">
      {toasts.map((t) => (
        <Toast key={t.id} item={t} />
      ))}
    </div>
  );
  return host ? createPortal(region, host) : region;
}

/** The entrance's length (--duration, 220 ms) with a margin: a toast older than this has been seen coming in. */
const ENTRANCE_MS = 300;

function Toast({ item: t }: { item: ToastItem }) {
  const held = useRef({ pointer: false, focus: false });
  // Moving into a dialog's top layer mounts the toast anew: one already seen does not slide in again.
  const [entered] = useState(() => Date.now() - t.at > ENTRANCE_MS);
  const hold = (reason: 'pointer' | 'focus', on: boolean) => {
    held.current[reason] = on;
    if (held.current.pointer || held.current.focus) pauseToast(t.id);
    else resumeToast(t.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };
  return (
    <div
      className={styles.toast}
      data-tone={t.tone}
      data-entered={entered || undefined}
      data-testid="toast"
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
    >
      <span className={styles.text}>{t.text}</span>
      {t.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            t.action!.onClick();
            dismissToast(t.id);
          }}
        >
          {t.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={appTexts.ui.close}
        onClick={() => dismissToast(t.id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
