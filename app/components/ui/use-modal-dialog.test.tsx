// Overlays are native dialogs opened with showModal(): Escape (the `cancel` event) closes the top one wherever focus
// is (also after the focused control was removed), Tab never leaves it, closing gives focus back to the opener, and
// the page's scroll lock is one counter shared by every overlay. jsdom runs them on app/test/dialog-polyfill.ts.
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openModals } from '#app/test/dialog-polyfill.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { topDialog } from '#app/lib/dialog-stack.ts';
import { Drawer } from './drawer.tsx';
import { Modal } from './modal.tsx';
import { scrollLocks } from './scroll-lock.ts';

function Removable({ onClose }: { onClose: () => void }) {
  const [rows, setRows] = useState(['Первое', 'Второе']);
  return (
    <Modal open onClose={onClose} title="Уведомления">
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setRows((list) => list.filter((r) => r !== row))}>
          Удалить {row}
        </button>
      ))}
    </Modal>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Окно">
        <button type="button">Внутри</button>
      </Modal>
    </>
  );
}

/** A sheet with a confirm asked from inside it: the stacked pair of the booking and the leave guard. */
function SheetWithConfirm() {
  const [sheet, setSheet] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Забронировать
      </button>
      <BottomSheet open={sheet} onClose={() => setConfirm(true)} title="Бронь">
        <button type="button">Отправить</button>
        <ConfirmModal
          open={confirm}
          title="Уйти без сохранения?"
          onConfirm={() => {
            setConfirm(false);
            setSheet(false);
          }}
          onCancel={() => setConfirm(false)}
        />
      </BottomSheet>
    </>
  );
}

const dialogElement = (name: string) => screen.getByRole('dialog', { name }) as HTMLDialogElement;

describe('[ui] overlays on the native dialog', () => {
  it('[ui] opens the overlay with showModal(): open, on top of the stack, focused', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = dialogElement('Окно');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(openModals()).toContain(dialog);
    expect(topDialog()).toBe(dialog);
    expect(dialog).toHaveFocus();
  });

  it('[ui] Escape closes the panel after the focused row was deleted and focus fell to the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Removable onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Удалить Первое' }));
    expect(screen.queryByRole('button', { name: 'Удалить Первое' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[ui] the cancel event is refused: the owner decides, and the dialog stays open until it does', () => {
    const onClose = vi.fn();
    render(<Removable onClose={onClose} />);
    const dialog = dialogElement('Уведомления');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('[ui] a dialog the browser closed by itself counts as Escape', async () => {
    const onClose = vi.fn();
    render(<Removable onClose={onClose} />);
    dialogElement('Уведомления').close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('[ui] Tab from the page lands inside and cycles there', async () => {
    const user = userEvent.setup();
    render(<Removable onClose={vi.fn()} />);
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    const dialog = dialogElement('Уведомления');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('[ui] closing gives focus back to the opener and closes the native dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    const dialog = dialogElement('Окно');
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(dialog.open).toBe(false);
    expect(topDialog()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Окно' })).not.toBeInTheDocument());
  });

  it('[ui] with two overlays open, Escape closes only the top one', async () => {
    const user = userEvent.setup();
    const closeDrawer = vi.fn();
    const closeModal = vi.fn();
    render(
      <>
        <Drawer open onClose={closeDrawer} label="Меню">
          <a href="#x">Пункт</a>
        </Drawer>
        <Modal open onClose={closeModal} title="Подтверждение">
          <button type="button">Да</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(closeDrawer).not.toHaveBeenCalled();
  });

  it('[ui] a sheet opened from inside another is shown after it, on top, when both mount at once', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal open onClose={outer} title="Карточка">
        <Modal open onClose={inner} title="Бронь">
          <button type="button">Отправить</button>
        </Modal>
      </Modal>,
    );
    const booking = dialogElement('Бронь');
    const card = dialogElement('Карточка');
    expect(openModals()).toEqual([card, booking]);
    expect(topDialog()).toBe(booking);
    await waitFor(() => expect(booking).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('[ui] one scroll lock: a confirm closing over a sheet keeps the page locked until the sheet closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<SheetWithConfirm />);
      const opener = screen.getByRole('button', { name: 'Забронировать' });
      await user.click(opener);
      expect(scrollLocks()).toBe(1);
      expect(document.body.style.overflow).toBe('hidden');

      await user.keyboard('{Escape}');
      const confirm = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
      expect(topDialog()).toBe(confirm);
      expect(scrollLocks()).toBe(2);

      await user.click(screen.getByRole('button', { name: 'Отмена' }));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(scrollLocks()).toBe(1);
      expect(document.body.style.overflow).toBe('hidden');
      expect(dialogElement('Бронь').open).toBe(true);
      expect(screen.getByRole('dialog', { name: 'Бронь' })).toContainElement(
        document.activeElement as HTMLElement,
      );

      await user.keyboard('{Escape}');
      await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(scrollLocks()).toBe(0);
      expect(document.body.style.overflow).toBe('');
      expect(opener).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });
});
