import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '#app/components/ui/modal.tsx';
import { CellSidePanel } from './cell-side-panel.tsx';

describe('[chess] the unit panel beside the board', () => {
  it('[chess] closes on Escape wherever focus is, and not while nothing is shown', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <>
        <button type="button">На доске</button>
        <CellSidePanel title="Квартира № 8" cellId={8} onClose={onClose}>
          <p>Карточка</p>
        </CellSidePanel>
      </>,
    );
    screen.getByRole('button', { name: 'На доске' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <CellSidePanel title="Квартира № 8" cellId={null} onClose={onClose}>
        <p>Карточка</p>
      </CellSidePanel>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[chess] leaves Escape to a dialog that already took it', () => {
    const onClose = vi.fn();
    render(
      <CellSidePanel title="Квартира № 8" cellId={8} onClose={onClose}>
        <p>Карточка</p>
      </CellSidePanel>,
    );
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('[chess] stays open when Escape closes a modal dialog over the board', async () => {
    const user = userEvent.setup();
    const closePanel = vi.fn();
    const closeModal = vi.fn();
    render(
      <>
        <CellSidePanel title="Квартира № 8" cellId={8} onClose={closePanel}>
          <p>Карточка</p>
        </CellSidePanel>
        <Modal open onClose={closeModal} title="Бронь">
          <button type="button">Отправить</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(closePanel).not.toHaveBeenCalled();
  });
});
