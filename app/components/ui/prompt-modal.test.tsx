import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromptModal } from './prompt-modal.tsx';

function open(props: Partial<Parameters<typeof PromptModal>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <PromptModal
      open
      title="Новая подборка"
      label="Название"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel, input: screen.getByLabelText('Название') };
}

describe('[ui] prompt modal', () => {
  it('accepts non-empty text, trimmed', async () => {
    const { onSubmit, onCancel, input } = open();
    const dialog = screen.getByRole('dialog', { name: 'Новая подборка' }) as HTMLDialogElement;
    // A modal native dialog, its field focused first (data-autofocus).
    expect(dialog.open).toBe(true);
    expect(input).toHaveFocus();
    await userEvent.type(input, '  Для Ивановых ');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith('Для Ивановых');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('counts empty text as cancel', async () => {
    const { onSubmit, onCancel } = open();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('counts blank text as cancel too, also on Enter', async () => {
    const { onSubmit, onCancel, input } = open();
    await userEvent.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts from the initial value and cancels on Escape', async () => {
    const { onSubmit, onCancel, input } = open({ initialValue: 'Море' });
    expect(input).toHaveValue('Море');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
