// Toasts for everyone (issue 30): one polite live region mounted once in the shell, a toast with an action waits
// for it, and a countdown holds while the pointer is over the toast or focus is inside it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout.tsx';
import { dismissToast, getToasts, toast } from '#app/lib/toast-store.ts';

function renderShell() {
  const router = createMemoryRouter([
    { path: '/', element: <RootLayout />, children: [{ index: true, element: <p>Лента</p> }] },
  ]);
  return render(<RouterProvider router={router} />);
}

const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-testid="toast"]')!;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    for (const item of getToasts()) dismissToast(item.id);
  });
  vi.useRealTimers();
});

describe('[ui] toasts', () => {
  it('[ui] the shell has one polite live region, and every toast speaks through it', () => {
    renderShell();
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast('Сохранено', { tone: 'success' });
      toast('Не удалось сохранить', { tone: 'error' });
      toast('Добавлено в сравнение', { action: { label: 'Открыть', onClick: () => {} } });
    });
    expect(region).toHaveTextContent('Сохранено');
    expect(region).toHaveTextContent('Не удалось сохранить');
    const live = document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]');
    expect(live).toHaveLength(1);
    expect(live[0]).toBe(region);
  });

  it('[ui] a toast with an action stays until it is used, and one without goes after its time', () => {
    renderShell();
    const onClick = vi.fn();
    act(() => {
      toast('Фильтр сохранён');
      toast('Удалено из подборки', { tone: 'success', action: { label: 'Вернуть', onClick } });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Фильтр сохранён')).toBeNull();
    expect(screen.getByText('Удалено из подборки')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Удалено из подборки')).toBeNull();
  });

  it('[ui] a toast with an action goes when closed', () => {
    renderShell();
    act(() => {
      toast('Удалено из подборки', { action: { label: 'Вернуть', onClick: () => {} } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Удалено из подборки')).toBeNull();
  });

  it('[ui] the countdown holds while the pointer is over the toast and runs on after', () => {
    renderShell();
    act(() => {
      toast('Фильтр сохранён');
    });
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.pointerEnter(toastOf('Фильтр сохранён'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Фильтр сохранён')).toBeVisible();
    fireEvent.pointerLeave(toastOf('Фильтр сохранён'));
    // The second it had left, no more and no less.
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Фильтр сохранён')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Фильтр сохранён')).toBeNull();
  });

  it('[ui] the countdown holds while focus is inside the toast', () => {
    renderShell();
    act(() => {
      toast('Фильтр сохранён');
    });
    act(() => vi.advanceTimersByTime(2_000));
    const close = screen.getByRole('button', { name: 'Закрыть' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Фильтр сохранён')).toBeVisible();
    // Focus and pointer together: leaving with the pointer keeps the hold while focus stays.
    fireEvent.pointerEnter(toastOf('Фильтр сохранён'));
    fireEvent.pointerLeave(toastOf('Фильтр сохранён'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Фильтр сохранён')).toBeVisible();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.getByText('Фильтр сохранён')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Фильтр сохранён')).toBeNull();
  });
});
