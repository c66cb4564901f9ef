import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCabinet } from '#shared/schemas/cabinet.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { renderInApp } from '#app/test/render-app.tsx';
import { CabinetHome } from './cabinet-home.tsx';
import * as emailApi from '#shared/api/email.ts';
import * as systemApi from '#shared/api/system.ts';

const cabinet: TCabinet = {
  counts: {
    collections: 3,
    offers: { draft: 1, active: 4, inactive: 2, archive: 5, disabled: 0 },
    favorites: 7,
    filters: 2,
    invites: 0,
    unreadNotifications: 1,
  },
  adCreate: { allowed: true, price: 990, payable: true },
};

let fetch: FetchMock;

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch().on(systemApi.readConfig, {
    body: { tileUrl: '', tileAttribution: '', supportUrl: 'https://t.me/kvartal', publicUrl: '' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderHome(user = buildUser(), open = vi.fn()) {
  renderInApp(
    <CabinetHome user={user} cabinet={cabinet} placement={null} notifications={{ unread: 2, open }} />,
  );
  return open;
}

describe('[cabinet] the cabinet home', () => {
  it('[cabinet] shows every section with its count and opens the notifications', async () => {
    const open = renderHome(buildUser({ name: 'Анна', phone: '+79001234567' }));
    expect(screen.getByRole('region', { name: 'Профиль' })).toHaveTextContent('+7(900)123-45-67');
    expect(screen.getByTestId('cabinet-offers')).toHaveTextContent('4 активных · 2 неактивных · 1 черновик');
    expect(screen.getByTestId('cabinet-archive')).toHaveTextContent('5');
    expect(screen.getByTestId('cabinet-favorites')).toHaveAttribute('href', '/cabinet/favorites');
    expect(screen.getByTestId('cabinet-notifications')).toHaveTextContent('2 новых');
    expect(screen.queryByTestId('cabinet-moderation')).toBeNull();
    await userEvent.click(screen.getByTestId('cabinet-notifications'));
    expect(open).toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Написать в техподдержку' })).toHaveAttribute(
      'href',
      'https://t.me/kvartal',
    );
  });

  it('[cabinet] an unverified email can be verified from here; staff see moderation', async () => {
    let sent = false;
    fetch.on(emailApi.sendVerification, () => {
      sent = true;
      return { body: { resendIn: 60 } };
    });
    renderHome(buildUser({ email: 'anna@kvartal.test', emailVerified: false, group: 3 }));
    expect(screen.getByText('Не подтверждена')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить почту' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(getToasts().at(-1)?.text).toContain('anna@kvartal.test');
    expect(screen.getByTestId('cabinet-moderation')).toHaveAttribute('href', '/moderation/users');
  });
});
