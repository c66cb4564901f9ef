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
    expect(input).toHaveValue('123,45');
  });

  it('turns a comma from a Russian keypad into a point', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '45,5');
    expect(input).toHaveValue('45,5');
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

function AreaHarness({ initial = '', integer = false }: { initial?: string; integer?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput label="Площадь" value={value} onChange={setValue} integer={integer} suffix="м²" />
      <output data-testid="raw">{value}</output>
    </>
  );
}

describe('[ui] number input with a decimal comma', () => {
  it('[ui] shows a stored 45.5 as «45,5»', () => {
    render(<AreaHarness initial="45.5" />);
    expect(screen.getByLabelText('Площадь')).toHaveValue('45,5');
  });

  it('[ui] takes «45,5» and «45.5» alike, shows a comma and keeps 45.5 to send', async () => {
    for (const typed of ['45,5', '45.5']) {
      const { unmount } = render(<AreaHarness />);
      const input = screen.getByLabelText('Площадь');
      await userEvent.type(input, typed);
      expect(input).toHaveValue('45,5');
      expect(screen.getByTestId('raw')).toHaveTextContent(/^45\.5$/);
      expect(Number(screen.getByTestId('raw').textContent)).toBe(45.5);
      unmount();
    }
  });

  it('[ui] a point typed in the middle keeps the caret after it', async () => {
    render(<AreaHarness initial="455" />);
    const input = screen.getByLabelText<HTMLInputElement>('Площадь');
    await userEvent.type(input, '.', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('45,5');
    expect(input.selectionStart).toBe(3);
  });

  it('[ui] edits a shown comma: deleting it joins the digits, a second separator is refused', async () => {
    render(<AreaHarness initial="45.5" />);
    const input = screen.getByLabelText('Площадь');
    await userEvent.type(input, '.', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('45,5');
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('455');
    expect(screen.getByTestId('raw')).toHaveTextContent(/^455$/);
  });

  it('[ui] a whole-number field still refuses a comma and a point', async () => {
    render(<AreaHarness integer />);
    const input = screen.getByLabelText('Площадь');
    await userEvent.type(input, '12,3.4');
    expect(input).toHaveValue('1234');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('[ui] a grouped field shows the comma after the thousands and keeps a point in the value', async () => {
    render(<GroupedHarness />);
    const input = screen.getByLabelText('Цена');
    await userEvent.type(input, '14606000,5');
    expect(input).toHaveValue('14 606 000,5');
    expect(screen.getByTestId('raw')).toHaveTextContent(/^14606000\.5$/);
    // Backspace over a thousands' space deletes the digit before it, decimals or not.
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('1 460 000,5');
    expect(screen.getByTestId('raw')).toHaveTextContent(/^1460000\.5$/);
  });
});
