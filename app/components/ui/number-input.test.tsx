import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberInput, readNumberText } from './number-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return <NumberInput label="Цена" value={value} onChange={setValue} />;
}

describe('[ui] number input', () => {
  it('keeps digits and one point only', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '12a3.4.5-');
    expect(input).toHaveValue('123.45');
  });

  it('turns a comma from a Russian keypad into a point', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '45,5');
    expect(input).toHaveValue('45.5');
  });

  it('rejects pasted text that is not a number', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.click(input);
    await userEvent.paste('12 500 000 ₽');
    expect(input).toHaveValue('');
    await userEvent.paste('12500000');
    expect(input).toHaveValue('12500000');
  });

  it('caps the input at 12 characters', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '12345678901234');
    expect(input).toHaveValue('123456789012');
    expect(readNumberText('1234567890123')).toBeNull();
  });
});

function GroupedHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberInput label="Цена" value={value} onChange={setValue} grouped />
      <output data-testid="raw">{value}</output>
    </>
  );
}

describe('[ui] grouped number input', () => {
  it('shows spaces between thousands while typing; the value stays bare digits', async () => {
    render(<GroupedHarness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '14606000');
    expect(input).toHaveValue('14 606 000');
    expect(screen.getByTestId('raw')).toHaveTextContent(/^14606000$/);
  });

  it('keeps the caret where the digit was typed', async () => {
    render(<GroupedHarness />);
    const input = screen.getByLabelText<HTMLInputElement>('Цена');
    await userEvent.type(input, '14606000');
    // Caret after «14 6», then «9».
    await userEvent.type(input, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('146 906 000');
    expect(input.selectionStart).toBe(5);
    await userEvent.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('146 906 000');
    expect(input.selectionStart).toBe(2);
  });

  it('accepts a pasted grouped price', async () => {
    render(<GroupedHarness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.click(input);
    await userEvent.paste('12 500 000');
    expect(input).toHaveValue('12 500 000');
    expect(screen.getByTestId('raw')).toHaveTextContent(/^12500000$/);
  });
});
