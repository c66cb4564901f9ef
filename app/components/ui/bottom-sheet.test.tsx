import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet.tsx';

const root = () => document.querySelector<HTMLElement>('[data-variant="sheet"]');

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Новый объект
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Новый объект"
        dismissible={dismissible}
        footer={<button type="button">Создать</button>}
      >
        <input aria-label="Название" />
      </BottomSheet>
    </>
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Lets the open/close transition run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(300));

describe('[ui] bottom sheet', () => {
  it('slides in as a sheet with a grip, its title, body and footer', async () => {
    render(<Harness />);
    expect(root()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    const sheet = screen.getByRole('dialog', { name: 'Новый объект' });
    expect(root()).toHaveAttribute('data-state', 'open');
    expect(root()!.querySelector('.grip')).not.toBeNull();
    expect(sheet).toContainElement(screen.getByLabelText('Название'));
    expect(sheet).toContainElement(screen.getByRole('button', { name: 'Создать' }));
  });

  it('takes the focus and the page scroll while open, and gives both back when closed with ×', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Новый объект' });
    await userEvent.click(opener);
    await settle();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(root()).toHaveAttribute('data-state', 'closed');
    await settle();
    expect(root()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on the backdrop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.keyboard('{Escape}');
    await settle();
    expect(root()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.click(root()!.querySelector<HTMLElement>('.backdrop')!);
    await settle();
    expect(root()).toBeNull();
  });

  it('stays open on Escape and the backdrop when it is not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(root()!.querySelector<HTMLElement>('.backdrop')!);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Новый объект' })).toBeInTheDocument();
  });

  it('keeps Tab inside the sheet', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const create = screen.getByRole('button', { name: 'Создать' });
    create.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(create).toHaveFocus();
  });
});
