// A new screen dismisses the toasts of the screens before it, but not one raised as the screen handed over.
import { afterEach, describe, expect, it } from 'vitest';
import { dismissStaleToasts, dismissToast, getToasts, toast } from './toast-store.ts';

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
});

describe('[ui] toasts and navigation', () => {
  it('[ui] a navigation dismisses older toasts and keeps the one raised just before it', () => {
    const old = toast('Фильтр сохранён', { duration: 0 });
    const item = getToasts().find((t) => t.id === old)!;
    const handover = toast('Объявление сохранено', { duration: 0 });
    dismissStaleToasts(item.at + 5_000);
    expect(getToasts().map((t) => t.id)).toEqual([]);
    const fresh = toast('Сохранено', { duration: 0 });
    dismissStaleToasts(Date.now() + 200);
    expect(getToasts().map((t) => t.id)).toEqual([fresh]);
    expect(handover).not.toBe(fresh);
  });
});
