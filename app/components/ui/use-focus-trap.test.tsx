// Overlays keep focus: Escape closes the top one wherever focus is (also after the focused control was removed),
// Tab never leaves it, and closing gives focus back to the control that opened it.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { Drawer } from './drawer.tsx';

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

describe('[ui] focus trap of overlays', () => {
  it('[ui] Escape closes the panel after the focused row was deleted and focus fell to the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Removable onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Удалить Первое' }));
    expect(screen.queryByRole('button', { name: 'Удалить Первое' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[ui] Tab from the page lands inside and cycles there', async () => {
    const user = userEvent.setup();
    render(<Removable onClose={vi.fn()} />);
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    const dialog = screen.getByRole('dialog', { name: 'Уведомления' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('[ui] closing gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Окно' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
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

  it('[ui] a sheet opened from inside another stays on top when both mount at once (a remounted card)', async () => {
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
    const booking = screen.getByRole('dialog', { name: 'Бронь' });
    const card = screen.getByRole('dialog', { name: 'Карточка' });
    expect(booking.parentElement).toHaveAttribute('data-depth', '1');
    expect(card.parentElement).not.toHaveAttribute('data-depth');
    await waitFor(() => expect(booking).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
