import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput, truncate } from './text-input.tsx';

function Harness(props: { maxLength?: number; required?: boolean; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextInput
      label="Название"
      value={value}
      onChange={setValue}
      maxLength={props.maxLength}
      required={props.required}
    />
  );
}

const box = (input: HTMLElement) => input.parentElement!;

describe('[ui] text input', () => {
  it('truncates typed text to the maximum length', async () => {
    render(<Harness maxLength={5} />);
    const input = screen.getByLabelText(/Название/);
    await userEvent.type(input, 'Корпус 12');
    expect(input).toHaveValue('Корпу');
  });

  it('truncates pasted text too, counting characters not UTF-16 units', async () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀');
    render(<Harness maxLength={4} />);
    const input = screen.getByLabelText(/Название/);
    await userEvent.click(input);
    await userEvent.paste('Секция А');
    expect(input).toHaveValue('Секц');
  });

  it('uses the placeholder «Не указано» by default', () => {
    render(<Harness />);
    expect(screen.getByPlaceholderText('Не указано')).toBeInTheDocument();
  });

  it('looks active while focused', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Название/);
    expect(box(input)).not.toHaveAttribute('data-active');
    await userEvent.click(input);
    expect(box(input)).toHaveAttribute('data-active');
    await userEvent.tab();
    expect(box(input)).not.toHaveAttribute('data-active');
  });

  it('shows the error look when required and left empty', async () => {
    render(<Harness required />);
    const input = screen.getByLabelText(/Название/);
    await userEvent.click(input);
    await userEvent.tab();
    expect(box(input)).toHaveAttribute('data-invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'А');
    expect(box(input)).not.toHaveAttribute('data-invalid');
  });
});
