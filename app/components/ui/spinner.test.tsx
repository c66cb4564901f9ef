import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSpinner } from './spinner.tsx';

describe('[ui] the page spinner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[ui] spins online; offline it says the page opens when the network is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<PageSpinner />);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(
      screen.getByRole('heading', { name: 'Эта страница ещё не открывалась на этом устройстве' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Она откроется сама, когда связь вернётся')).toBeInTheDocument();
  });
});
