// The set-up of the profile's account cards' tests: a device signed in at /cabinet/profile, the API mocked, the
// navigator bound to a spy; everything undone after each test.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { getToken, setToken } from '#app/lib/storage.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';

/** Registers the hooks; read `fetch` and `navigate` inside the tests (a new mock each time). */
export function signedInDevice() {
  const device = { fetch: null as unknown as FetchMock, navigate: vi.fn() };
  let unbind: () => void = () => {};
  beforeEach(() => {
    queryClient.clear();
    device.fetch = mockFetch();
    device.navigate.mockReset();
    unbind = bindNavigator({
      navigate: device.navigate,
      pathname: () => '/cabinet/profile',
      isGuarded: () => true,
    });
    setToken('device-token');
  });
  afterEach(() => {
    unbind();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    for (const t of getToasts()) dismissToast(t.id);
  });
  return device;
}

/** `open` brings up a confirmation saying `text`; cancelling it sends nothing and keeps the device signed in. */
export async function expectCancelKeepsSession(
  device: ReturnType<typeof signedInDevice>,
  open: () => Promise<unknown>,
  dialogName: string,
  text: string,
) {
  await open();
  const dialog = await screen.findByRole('alertdialog', { name: dialogName });
  expect(dialog).toHaveTextContent(text);
  await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
  expect(device.fetch.calls).toEqual([]);
  expect(getToken()).toBe('device-token');
}
