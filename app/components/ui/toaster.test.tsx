// A modal dialog makes everything outside it inert: the toast region moves into the top open dialog and back, so a
// toast raised over a sheet is seen and its action can be used, and there is still one live region.
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from '../../lib/toast-store.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { Modal } from './modal.tsx';
import { Toaster } from './toaster.tsx';

function Page() {
  const [sheet, setSheet] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setSheet(true)}>
        Открыть
      </button>
      <BottomSheet open={sheet} onClose={() => setSheet(false)} title="Подборка">
        <button type="button" onClick={() => setConfirm(true)}>
          Удалить
        </button>
        <Modal open={confirm} onClose={() => setConfirm(false)} title="Удалить подборку?">
          <p>Нельзя отменить</p>
        </Modal>
      </BottomSheet>
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  render(<RouterProvider router={router} />);
}

const regions = () => screen.getAllByRole('region', { name: 'Уведомления' });

afterEach(() => {
  vi.restoreAllMocks();
  for (const item of getToasts()) dismissToast(item.id);
});

describe('[ui] toaster over dialogs', () => {
  it('[ui] lives in the top open dialog, one live region, and comes back to the page when it closes', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(regions()).toHaveLength(1);
    expect(regions()[0]!.closest('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const sheet = screen.getByRole('dialog', { name: 'Подборка' });
    expect(regions()).toHaveLength(1);
    expect(regions()[0]!.parentElement).toBe(sheet);
    expect(regions()[0]).toHaveAttribute('aria-live', 'polite');

    await user.click(within(sheet).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить подборку?' });
    expect(regions()).toHaveLength(1);
    expect(regions()[0]!.parentElement).toBe(confirm);

    await user.keyboard('{Escape}');
    expect(regions()[0]!.parentElement).toBe(sheet);
    await user.keyboard('{Escape}');
    expect(regions()[0]!.closest('dialog')).toBeNull();
  });

  it('[ui] a toast already shown does not play its entrance again when the region moves into a dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => void toast('Добавлено в сравнение', { action: { label: 'Сравнить', onClick: () => {} } }));
    expect(screen.getByTestId('toast')).not.toHaveAttribute('data-entered');
    // Older than its entrance when the sheet opens and takes the region (a new element in the top layer).
    const raised = getToasts()[0]!.at;
    vi.spyOn(Date, 'now').mockReturnValue(raised + 1000);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const moved = within(screen.getByRole('dialog', { name: 'Подборка' })).getByTestId('toast');
    expect(moved).toHaveAttribute('data-entered');
  });

  it('[ui] a toast with an action raised over an open sheet is shown inside it and its action works', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const sheet = screen.getByRole('dialog', { name: 'Подборка' });
    act(() => {
      toast('Квартира убрана из подборки', { action: { label: 'Вернуть', onClick: undo } });
    });
    const item = within(sheet).getByTestId('toast');
    expect(item).toHaveTextContent('Квартира убрана из подборки');
    await user.click(within(item).getByRole('button', { name: 'Вернуть' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(sheet).toHaveAttribute('open');
  });
});
