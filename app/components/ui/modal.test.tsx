import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
