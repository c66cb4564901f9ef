import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal.tsx';
import { DialogsProvider, useConfirm } from './dialogs.tsx';

function renderModal(props: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal
      open
      title="Снять с публикации?"
      text="Объект пропадёт из поиска"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

const backdrop = () => document.querySelector<HTMLElement>('[data-variant="modal"] > .backdrop')!;

describe('[ui] confirm modal', () => {
  it('asks with a title and a text, focusing the confirm button', () => {
    renderModal();
    const dialog = screen.getByRole('alertdialog', { name: 'Снять с публикации?' });
    expect(dialog).toHaveTextContent('Объект пропадёт из поиска');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toHaveFocus();
    // No ×: the two buttons are the only way out besides Escape and the backdrop.
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('confirms with its button and cancels with the other', async () => {
    const { onConfirm, onCancel } = renderModal({ confirmLabel: 'Снять', cancelLabel: 'Оставить' });
    await userEvent.click(screen.getByRole('button', { name: 'Снять' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Оставить' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('paints a destructive action red and holds both buttons while busy', () => {
    renderModal({ danger: true, busy: true });
    expect(screen.getByRole('button', { name: /Подтвердить/ })).toHaveClass('danger');
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  });
});

describe('[ui] useConfirm', () => {
  function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const confirm = useConfirm();
    return (
      <button type="button" onClick={async () => onAnswer(await confirm({ title: 'Удалить подборку?' }))}>
        Удалить
      </button>
    );
  }

  async function ask() {
    const onAnswer = vi.fn();
    render(
      <DialogsProvider>
        <Asker onAnswer={onAnswer} />
      </DialogsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alertdialog', { name: 'Удалить подборку?' })).toBeInTheDocument();
    return onAnswer;
  }

  it('resolves true on confirm', async () => {
    const onAnswer = await ask();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('resolves false on Escape, which reaches the modal dialog as its cancel event', async () => {
    const onAnswer = await ask();
    const dialog = screen.getByRole('alertdialog') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    const cancels = vi.fn();
    dialog.addEventListener('cancel', cancels);
    await userEvent.keyboard('{Escape}');
    expect(cancels).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('resolves false on a click on the backdrop', async () => {
    const onAnswer = await ask();
    await userEvent.click(backdrop());
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('resolves false on cancel, and the dialog goes away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onAnswer = await ask();
      await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
      expect(onAnswer).toHaveBeenCalledWith(false);
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
