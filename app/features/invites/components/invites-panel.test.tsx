import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TInvite, TUser } from '#shared/schemas/user.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { prepareAppTests, renderInApp } from '#app/test/render-app.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import * as invitesApi from '#shared/api/invites.ts';

const accepted: TInvite = {
  id: 1,
  phone: '+79990000001',
  acceptedAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

let api: FetchMock;

prepareAppTests({ token: 'token', pathname: '/' });

beforeEach(() => {
  queryClient.setQueryData<TUser>(queryKeys.user, buildUser({ invites: [accepted] }));
  api = mockFetch().on(invitesApi.createInvite, ({ body }) => {
    const phone = (body as { phone: string }).phone;
    if (phone === '+7(900)000-00-05') {
      return {
        status: 422,
        body: {
          message: 'Нельзя пригласить самого себя',
          errors: { phone: ['Нельзя пригласить самого себя'] },
        },
      };
    }
    return {
      body: { id: 2, phone: '+79991234567', acceptedAt: null, createdAt: '2026-11-22T09:00:00.000Z' },
    };
  });
  api.on(invitesApi.deleteInvite, { id: 2 }, { body: { ok: true } });
});

function renderPanel() {
  renderInApp(<InvitesPanel />);
}

describe('[invites] invite by phone', () => {
  it('sends only a complete number, shows the server’s 422 text, lists a new invite and withdraws it', async () => {
    renderPanel();
    const list = screen.getByTestId('invites-list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('+7(999)000-00-01');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Принято');

    const phone = screen.getByLabelText('Номер телефона');
    const send = screen.getByRole('button', { name: 'Пригласить' });
    await userEvent.type(phone, '900000');
    expect(send).toBeDisabled();
    await userEvent.type(phone, '0005');
    await userEvent.click(send);
    expect(await screen.findByText('Нельзя пригласить самого себя')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ phone: '+7(900)000-00-05' });

    await userEvent.clear(phone);
    await userEvent.type(phone, '9991234567');
    await userEvent.click(send);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText('Нельзя пригласить самого себя')).toBeNull();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Ждёт входа');
    expect(queryClient.getQueryData<TUser>(queryKeys.user)!.invites.map((i) => i.id)).toEqual([2, 1]);
    expect(phone).toHaveValue('');

    // An accepted invite cannot be withdrawn; a pending one can, after confirmation.
    expect(screen.queryByRole('button', { name: 'Отозвать: +7(999)000-00-01' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Отозвать: +7(999)123-45-67' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Отозвать приглашение для +7(999)123-45-67?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: pathOf(invitesApi.deleteInvite, { id: 2 }),
    });
  });
});
