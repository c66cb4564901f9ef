// Promise-based confirm and prompt for any screen: `if (await confirm({ title: 'Снять с публикации?' })) …`.
import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ConfirmModalProps } from './confirm-modal.tsx';
import type { PromptModalProps } from './prompt-modal.tsx';

// The modals load with the first question asked: every screen's first paint goes without them.
const ConfirmModal = lazy(() => import('./confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })));
const PromptModal = lazy(() => import('./prompt-modal.tsx').then((m) => ({ default: m.PromptModal })));

type ConfirmOptions = Omit<ConfirmModalProps, 'open' | 'onConfirm' | 'onCancel' | 'busy'>;
type PromptOptions = Omit<PromptModalProps, 'open' | 'onSubmit' | 'onCancel'>;

interface Dialogs {
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** The entered text, or null when cancelled or left empty. */
  prompt(options: PromptOptions): Promise<string | null>;
}

const DialogsContext = createContext<Dialogs | null>(null);

type Pending =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (text: string | null) => void };

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending({ kind: 'confirm', options, resolve });
        setOpen(true);
      }),
    [],
  );
  const prompt = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => {
        setPending({ kind: 'prompt', options, resolve });
        setOpen(true);
      }),
    [],
  );
  const value = useMemo(() => ({ confirm, prompt }), [confirm, prompt]);

  const finish = (result: boolean | string | null) => {
    if (!pending) return;
    setOpen(false);
    if (pending.kind === 'confirm') pending.resolve(result === true);
    else pending.resolve(typeof result === 'string' ? result : null);
  };

  return (
    <DialogsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {pending?.kind === 'confirm' && (
          <ConfirmModal
            {...pending.options}
            open={open}
            onConfirm={() => finish(true)}
            onCancel={() => finish(false)}
          />
        )}
        {pending?.kind === 'prompt' && (
          <PromptModal
            {...pending.options}
            open={open}
            onSubmit={(text) => finish(text)}
            onCancel={() => finish(null)}
          />
        )}
      </Suspense>
    </DialogsContext>
  );
}

function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error('useConfirm/usePrompt need <DialogsProvider>');
  return dialogs;
}

export const useConfirm = () => useDialogs().confirm;
export const usePrompt = () => useDialogs().prompt;
