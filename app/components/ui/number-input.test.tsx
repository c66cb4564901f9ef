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
