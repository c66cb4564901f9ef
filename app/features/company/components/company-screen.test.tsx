import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { Role } from '#shared/enums.ts';
import type { TCompanyMembers } from '#shared/schemas/companies.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { buildUser } from '#app/test/users.ts';
import { CompanyScreen } from './company-screen.tsx';
import * as companiesApi from '#shared/api/companies.ts';
import { aCompany, memberOf } from '../test/company.ts';

const agency = aCompany({ id: 5, kind: 'agency', name: 'Агентство «Бриз»', membersCount: 2 });

const members: TCompanyMembers = {
  members: [
    {
      userId: 7,
      name: 'Наталья Белова',
      phone: '+79000000008',
      role: 'owner',
      permissions: ['prices', 'publish', 'bookings', 'analytics', 'settings'],
      takesRequests: true,
      joinedAt: '2026-11-20T09:00:00.000Z',
    },
    {
      userId: 9,
      name: 'Артём Козлов',
      phone: '+79000000009',
      role: 'member',
      permissions: ['bookings'],
      takesRequests: true,
      joinedAt: '2026-11-21T09:00:00.000Z',
    },
  ],
  invites: [],
};

let api: FetchMock;

prepareAppTests({ token: 'token', pathname: '/' });

function renderScreen(user: TUser) {
  renderInApp(
    [
      {
        path: '/cabinet/company',
        element: (
          <DialogsProvider>
            <CompanyScreen user={user} />
          </DialogsProvider>
        ),
      },
    ],
    { at: ['/cabinet/company'] },
  );
}

describe('[companies] the company screen', () => {
  it('[companies] the only owner cannot leave; a member’s role and permissions are saved as ticked', async () => {
    api = memberOf(mockFetch(), agency)
      .on(companiesApi.listCompanyMembers, { id: 5 }, { body: members })
      .on(companiesApi.updateCompanyMember, { id: 5, userId: 9 }, ({ body }) => ({
        body: { ...members.members[1], ...(body as object) },
      }));
    renderScreen(buildUser({ id: 7, group: Role.agent, name: 'Наталья Белова' }));

    const list = await screen.findByTestId('company-members');
    const [owner, agent] = within(list).getAllByTestId('company-member');
    expect(within(owner!).getByText('(вы)')).toBeTruthy();
    expect(within(owner!).queryByRole('button', { name: 'Выйти из компании' })).toBeNull();
    expect(within(agent!).getByText('Брони и заявки')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(agent!).getByRole('button', { name: 'Права сотрудника Артём Козлов' }));
    const editor = screen.getByTestId('member-editor');
    await user.selectOptions(within(editor).getByLabelText('Роль'), 'Руководитель');
    await user.click(within(editor).getByLabelText('Аналитика'));
    await user.click(within(editor).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      role: 'manager',
      permissions: ['bookings', 'analytics'],
      // The client sends booleans as 1/0 (PRODUCT §5).
      takesRequests: 1,
    });
  });

  it('[companies] an agent with no company founds an agency; the server’s INN refusal lands under the field', async () => {
    api = mockFetch()
      .on(companiesApi.listUserCompanies, { body: [] })
      .on(companiesApi.createCompany, {
        status: 422,
        body: {
          message: 'ИНН указан неверно: проверьте цифры',
          errors: { inn: ['ИНН указан неверно: проверьте цифры'] },
        },
      });
    renderScreen(buildUser({ id: 10, group: Role.agent }));

    const form = await screen.findByTestId('create-agency');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Название/), 'Агентство «Волна»');
    await user.type(within(form).getByLabelText(/ИНН/), '123');
    await user.click(within(form).getByRole('button', { name: 'Создать агентство' }));
    expect(await within(form).findByText('ИНН указан неверно: проверьте цифры')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ kind: 'agency', inn: '123' });
  });

  it('[companies] someone in no company who is not an agent reads how to get in', async () => {
    mockFetch().on(companiesApi.listUserCompanies, { body: [] });
    renderScreen(buildUser({ id: 11 }));
    expect(await screen.findByText('Вы пока не состоите в компании')).toBeTruthy();
    expect(screen.queryByTestId('create-agency')).toBeNull();
  });
});
