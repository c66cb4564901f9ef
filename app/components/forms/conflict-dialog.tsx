// «Данные изменились»: the server refused a save based on an old version (decision 018). The editor keeps the
// draft while the dialog is up; the builder chooses to read the fresh data and put the draft on top of it, or to
// read it and drop the draft. Closing the dialog otherwise keeps the draft as it is (the next save asks again).
import { useCallback, useState, type ReactNode } from 'react';
import { versionTexts } from '#shared/texts/versions.ts';
import { isStaleEdit } from '#app/lib/stale-edit.ts';
import { toast } from '#app/lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './conflict-dialog.module.css';

const t = versionTexts.dialog;

export type TConflictChoice = 'apply' | 'discard';

export interface ConflictDialogProps {
  open: boolean;
  /** The server's text: who changed what. */
  message: string;
  onChoose: (choice: TConflictChoice) => void;
  onClose: () => void;
}

export function ConflictDialog({ open, message, onChoose, onClose }: ConflictDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      role="alertdialog"
      footer={
        <div className={styles.actions}>
          <Button onClick={() => onChoose('apply')} data-autofocus>
            {t.apply}
          </Button>
          <Button variant="secondary" onClick={() => onChoose('discard')}>
            {t.discard}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p>{message}</p>
        <p className={styles.hint}>{t.hint}</p>
      </div>
    </Modal>
  );
}

/**
 * `await ask(error.message)` shows the dialog and resolves with the choice, or null when it was closed without
 * one; render `dialog` once in the editor.
 */
export function useConflictDialog(): {
  ask: (message: string) => Promise<TConflictChoice | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<((choice: TConflictChoice | null) => void) | null>(null);
  // Kept after closing, so the text stays while the dialog fades out.
  const [message, setMessage] = useState('');
  const ask = useCallback(
    (text: string) =>
      new Promise<TConflictChoice | null>((resolve) => {
        setMessage(text);
        setPending(() => resolve);
      }),
    [],
  );
  const finish = (choice: TConflictChoice | null) => {
    pending?.(choice);
    setPending(null);
  };
  const dialog = (
    <ConflictDialog
      open={pending !== null}
      message={message}
      onChoose={finish}
      onClose={() => finish(null)}
    />
  );
  return { ask, dialog };
}

/**
 * An editor's failed save: when the server refused it as stale, asks what to do, reads the fresh data and hands it
 * to `then` with the choice (the editor puts its draft on top, or drops it). Answers whether the error was that.
 */
export function useStaleEdit<T>(reload: () => Promise<T>) {
  const { ask, dialog } = useConflictDialog();
  const handle = async (
    error: unknown,
    then: (fresh: T, choice: TConflictChoice) => void,
  ): Promise<boolean> => {
    if (!isStaleEdit(error)) return false;
    const choice = await ask(error.message);
    if (!choice) return true;
    let fresh: T;
    try {
      fresh = await reload();
    } catch {
      toast(t.failed, { tone: 'error' });
      return true;
    }
    then(fresh, choice);
    return true;
  };
  return { handle, dialog };
}
