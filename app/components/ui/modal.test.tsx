import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { topDialog } from '#app/lib/dialog-stack.ts';
import { openModals } from '#app/test/dialog-polyfill.ts';
import { Modal } from './modal.tsx';

const root = () => document.querySelector<HTMLElement>('[data-variant="modal"]')!;

describe('[ui] modal', () => {
  it('is a centred dialog named by its title, not full size by default', () => {
    render(
      <Modal open onClose={vi.fn()} title="Фото">
        Галерея
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Фото' })).toHaveTextContent('Галерея');
    expect(root()).not.toHaveAttribute('data-full');
  });

  it('takes the whole phone screen with fullSize', () => {
    render(
      <Modal open onClose={vi.fn()} title="Фото" fullSize>
        Галерея
      </Modal>,
    );
    expect(root()).toHaveAttribute('data-full', 'true');
  });

  it('is named by ariaLabel when it has no title, and may hide its ×', () => {
    render(
      <Modal open onClose={vi.fn()} ariaLabel="Просмотр фото" hideClose fullSize>
        Галерея
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Просмотр фото' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={vi.fn()} title="Фото">
        Галерея
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native dialog opened with showModal(), closed and taken off the stack when open turns false', () => {
    const { rerender } = render(
      <Modal open onClose={vi.fn()} title="Фото">
        Галерея
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Фото' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(openModals()).toContain(dialog);
    expect(topDialog()).toBe(dialog);
    rerender(
      <Modal open={false} onClose={vi.fn()} title="Фото">
        Галерея
      </Modal>,
    );
    // Fading out it is still there, but closed: the page behind is live again.
    expect(dialog).toBeInTheDocument();
    expect(dialog.open).toBe(false);
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(openModals()).not.toContain(dialog);
    expect(topDialog()).toBeNull();
  });
});
