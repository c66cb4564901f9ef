import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import type { TAgencySentLink, TUserAgency } from '#shared/schemas/company-collections.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { AgencyCollectionsPage } from './agency-collections-page.tsx';
import * as companyCollectionsApi from '#shared/api/company-collections.ts';

const AGENCY = 'Агентство недвижимости «Южный квартал»';
let api: FetchMock;
let agency: TUserAgency['agency'];

const link = (id: string, over: Partial<TAgencySentLink>): TAgencySentLink => ({
  id,
  name: 'Для Ивановых',
  agent: { id: 4, name: 'Екатерина Лебедева' },
  itemsCount: 3,
  sentAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  firstOpenedAt: '2026-11-20T12:30:00.000Z',
  opens: 5,
  visitors: 2,
  reactions: 1,
  revoked: false,
  ...over,
});

const links = [
  link('AAAAAAAAAAAAAAAAAAAAAA', {}),
  link('BBBBBBBBBBBBBBBBBBBBBB', {
    name: 'Для Сидоровых',
    agent: { id: 9, name: 'Артём Козлов' },
    itemsCount: 1,
    firstOpenedAt: null,
    opens: 0,
    visitors: 0,
    reactions: 0,
    revoked: true,
  }),
];

beforeEach(() => {
  queryClient.clear();
  setToken('token');
  agency = { id: 7, name: AGENCY, logoUrl: null, role: 'owner', heads: true };
  api = mockFetch()
    .on(companyCollectionsApi.getUserAgency, () => ({ body: { agency } }))
    .on(companyCollectionsApi.listCompanyCollections, { id: 7 }, ({ url }) => {
      const member = new URL(url, 'http://x').searchParams.get('memberId');
      const data = member ? links.filter((l) => l.agent.id === Number(member)) : links;
      return {
        body: {
          data,
          meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20 },
          members: [
            { id: 8, name: 'Наталья Белова', current: true },
            { id: 4, name: 'Екатерина Лебедева', current: true },
            { id: 9, name: 'Артём Козлов', current: true },
            { id: 11, name: 'Ушедший Агент', current: false },
          ],
        },
      };
    });
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderInApp(
    [
      { path: '/cabinet/agency/collections', element: <AgencyCollectionsPage /> },
      { path: '/:id', element: <p>client page</p> },
    ],
    { at: ['/cabinet/agency/collections'] },
  );
}

describe('[companies] «Подборки агентства»', () => {
  it('lists every agent’s links with what they brought back, the revoked one marked', async () => {
    renderPage();
    const [first, second] = await screen.findAllByTestId('agency-link');
    expect(screen.getByText(AGENCY)).toBeInTheDocument();
    expect(first).toHaveTextContent('Екатерина Лебедева');
    expect(first).toHaveTextContent('3 объекта');
    expect(first).toHaveTextContent('5 открытий');
    expect(first).toHaveTextContent('2 клиента');
    expect(first).toHaveTextContent('1 отклик');
    expect(first).toHaveTextContent('Впервые открыта');
    expect(within(first!).getByRole('link', { name: 'Для Ивановых' })).toHaveAttribute(
      'href',
      '/AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(second).toHaveTextContent('Отозвана');
    expect(second).toHaveTextContent('Ещё не открывали');
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('filters by agent, former ones named so', async () => {
    renderPage();
    await screen.findAllByTestId('agency-link');
    const select = screen.getByLabelText('Агент');
    expect(
      within(select).getByRole('option', { name: 'Ушедший Агент (не в агентстве)' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Артём Козлов');
    await vi.waitFor(() => expect(screen.getAllByTestId('agency-link')).toHaveLength(1));
    expect(screen.getByTestId('agency-link')).toHaveTextContent('Для Сидоровых');
    expect(api.calls.some((c) => c.url.includes('memberId=9'))).toBe(true);
  });

  it('tells a plain member and someone in no agency why there is nothing, asking for no list', async () => {
    agency = { id: 7, name: AGENCY, logoUrl: null, role: 'member', heads: false };
    renderPage();
    expect(
      await screen.findByText('Подборки агентства видят его руководитель и менеджеры'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('/collections'))).toBe(false);
  });
});
