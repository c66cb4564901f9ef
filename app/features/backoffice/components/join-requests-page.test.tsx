import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TJoinRequest } from '#shared/schemas/backoffice.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { withProviders } from '#app/test/render-app.tsx';
import { JoinRequestsPage } from './join-requests-page.tsx';
import * as backofficeJoinApi from '#shared/api/backoffice-join.ts';

const pending = (id: number, company: string, name: string | null): TJoinRequest => ({
  id,
  state: 'pending',
  company,
  comment: id === 1 ? 'Строим в Адлере' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  user: { id: 10 + id, name, phone: `+7900000000${id}`, email: null },
});

let fetch: FetchMock;
let list: TJoinRequest[];

beforeEach(() => {
  list = [pending(1, 'ООО «СтройЮг»', 'Анна'), pending(2, 'ООО «Берег»', null)];
  fetch = mockFetch().on(backofficeJoinApi.listJoinRequests, () => ({ body: { data: list } }));
  for (const id of [1, 2]) {
    fetch.on(backofficeJoinApi.decideJoinRequest, { id }, ({ body }) => {
      const { state } = body as { state: 'approved' | 'rejected' };
      list = list.map((r) => (r.id === id ? { ...r, state, decidedAt: '2026-11-22T10:00:00.000Z' } : r));
      return { body: list.find((r) => r.id === id) };
    });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

function renderPage() {
  render(withProviders(<JoinRequestsPage />));
}

const row = (company: string) =>
  within(screen.getByRole('list', { name: 'Заявки застройщиков' }))
    .getByText(company)
    .closest('li')!;
const decisions = () => fetch.calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);

describe('[backoffice-app] join requests', () => {
  it('[backoffice-app] lists the requests with who asked, their comment and state', async () => {
    renderPage();
    const first = await waitFor(() => row('ООО «СтройЮг»'));
    expect(first).toHaveTextContent('На рассмотрении');
    expect(first).toHaveTextContent('Анна · +7(900)000-00-01');
    expect(first).toHaveTextContent('Строим в Адлере');
    expect(row('ООО «Берег»')).toHaveTextContent('Без комментария');
  });

  it('[backoffice-app] approves only after the confirmation; the row then shows the decision', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await waitFor(() => row('ООО «СтройЮг»'))).getByRole('button', { name: 'Одобрить' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Открыть доступ к кабинету застройщика?' });
    expect(ask).toHaveTextContent('ООО «СтройЮг» · Анна');
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    expect(decisions()).toEqual([]);

    await user.click(within(row('ООО «СтройЮг»')).getByRole('button', { name: 'Одобрить' }));
    const again = await screen.findByRole('alertdialog', { name: 'Открыть доступ к кабинету застройщика?' });
    await user.click(within(again).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(row('ООО «СтройЮг»')).toHaveTextContent('Одобрена'));
    expect(decisions()).toEqual([
      [pathOf(backofficeJoinApi.decideJoinRequest, { id: 1 }), { state: 'approved' }],
    ]);
    expect(within(row('ООО «СтройЮг»')).queryByRole('button')).not.toBeInTheDocument();
    expect(getToasts().map((t) => t.text)).toContain('Доступ открыт');
  });

  it('[backoffice-app] rejects after the confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await waitFor(() => row('ООО «Берег»'))).getByRole('button', { name: 'Отклонить' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Отклонить заявку?' });
    expect(ask).toHaveTextContent('ООО «Берег» · +7(900)000-00-02');
    await user.click(within(ask).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(row('ООО «Берег»')).toHaveTextContent('Отклонена'));
    expect(decisions()).toEqual([
      [pathOf(backofficeJoinApi.decideJoinRequest, { id: 2 }), { state: 'rejected' }],
    ]);
    expect(row('ООО «СтройЮг»')).toHaveTextContent('На рассмотрении');
  });

  it('[backoffice-app] says so when there are none', async () => {
    list = [];
    renderPage();
    expect(await screen.findByText('Заявок нет')).toBeInTheDocument();
  });
});
