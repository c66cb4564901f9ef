import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewsInput } from './news-input.tsx';

function Harness({ onSend }: { onSend: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [date, setDate] = useState('');
  return (
    <NewsInput
      value={value}
      onChange={setValue}
      date={date}
      onDateChange={setDate}
      onSend={() => onSend(value)}
      busy={false}
      editing={false}
      onCancel={() => {}}
    />
  );
}

describe('[backoffice-app] news input', () => {
  it('[backoffice-app] sends on Ctrl+Enter, while Enter alone starts a new line', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    const input = screen.getByLabelText('Текст новости');
    await user.type(input, 'Старт продаж{Enter}второй очереди');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('Старт продаж\nвторой очереди');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('Старт продаж\nвторой очереди');
  });

  it('[backoffice-app] does not send blank text', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    await user.type(screen.getByLabelText('Текст новости'), '   ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it('[backoffice-app] grows with the text up to 30% of the window height', async () => {
    const user = userEvent.setup();
    window.innerHeight = 1000;
    const heights = { value: 0 };
    // jsdom has no layout: the text's height is its line count × 24 px.
    Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLTextAreaElement) {
        heights.value = this.value.split('\n').length * 24;
        return heights.value;
      },
    });
    render(<Harness onSend={() => {}} />);
    const input = screen.getByLabelText('Текст новости');
    await user.type(input, 'a{Enter}b{Enter}c');
    expect(input.style.height).toBe('72px');
    await user.type(input, '{Enter}x'.repeat(20));
    expect(input.style.height).toBe('300px');
    expect(input.style.overflowY).toBe('auto');
    delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
  });
});
