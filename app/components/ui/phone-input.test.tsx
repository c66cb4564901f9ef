import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput, readPhone } from './phone-input.tsx';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput
        label="Введите номер телефона"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

describe('[ui] phone input', () => {
  it('masks digits as +7(###)###-##-##', () => {
    expect(readPhone('9001234567')).toEqual({ text: '+7(900)123-45-67', value: '+7(900)123-45-67' });
    expect(readPhone('8900123')).toEqual({ text: '+7(900)123', value: '' });
    expect(readPhone('+7 (900) 12')).toEqual({ text: '+7(900)12', value: '' });
    expect(readPhone('')).toEqual({ text: '', value: '' });
  });

  it('is empty until complete, then gives the masked phone', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Введите номер телефона');
    await userEvent.type(input, '900123456');
    expect(input).toHaveValue('+7(900)123-45-6');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/./));

    await userEvent.type(input, '7');
    expect(input).toHaveValue('+7(900)123-45-67');
    expect(screen.getByTestId('value')).toHaveTextContent('+7(900)123-45-67');

    // A digit removed makes it incomplete again: the value empties.
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('+7(900)123-45-6');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('ignores letters and takes a pasted number with 8 in front', async () => {
    render(<Harness onValue={() => {}} />);
    const input = screen.getByLabelText('Введите номер телефона');
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('');
    await userEvent.click(input);
    await userEvent.paste('8 (900) 000-00-05');
    expect(input).toHaveValue('+7(900)000-00-05');
    expect(screen.getByTestId('value')).toHaveTextContent('+7(900)000-00-05');
  });

  it('clears what is shown when the form resets the value', async () => {
    render(<Harness onValue={() => {}} />);
    const input = screen.getByLabelText('Введите номер телефона');
    await userEvent.type(input, '9000000005');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('');
  });
});
