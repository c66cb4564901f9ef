import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import type { TWebhook, TWebhookDelivery } from '#shared/schemas/integrations.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { IntegrationsScreen } from './integrations-screen.tsx';
import * as integrationsApi from '#shared/api/integrations.ts';
import { aCompany, memberOf } from '../../test/company.ts';

const company = aCompany();

const hook: TWebhook = {
  id: 11,
  url: 'https://crm.example.ru/hooks',
  events: ['booking.created'],
  version: 1,
  enabled: false,
  failingSince: '2026-12-01T09:00:00.000Z',
  disabledAt: '2026-12-04T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: { state: 'failed', statusCode: 500, at: '2026-12-04T09:00:00.000Z' },
};

const delivery: TWebhookDelivery = {
  id: 77,
  eventId: 'evt_1',
  type: 'booking.created',
  state: 'failed',
  attempts: 27,
  statusCode: 500,
  durationMs: 120,
  response: 'Internal Server Error',
  lastAttemptAt: '2026-12-04T09:00:00.000Z',
  createdAt: '2026-12-03T09:00:00.000Z',
  body: '{}',
};

let api: FetchMock;

prepareAppTests({ token: 'token', pathname: '/' });

beforeEach(() => {
  api = memberOf(mockFetch(), company)
    .on(integrationsApi.listWebhooks, { id: 3 }, { body: { data: [hook] } })
    .on(
      integrationsApi.listWebhookDeliveries,
      { id: 3, webhookId: 11 },
      {
        body: { data: [delivery], meta: { current_page: 1, last_page: 1, total: 1, per_page: 20 } },
      },
    )
    .on(
      integrationsApi.retryWebhookDelivery,
      { id: 3, webhookId: 11, deliveryId: 77 },
      {
        body: { delivery: { ...delivery, state: 'pending' } },
      },
    )
    .on(integrationsApi.createWebhook, { id: 3 }, ({ body }) =>
      (body as { url: string }).url.includes('10.0.0.1')
        ? {
            status: 422,
            body: {
              message: 'Ошибка',
              errors: { url: ['Адрес ведёт во внутреннюю сеть — такие адреса запрещены'] },
            },
          }
        : { status: 201, body: { webhook: { ...hook, id: 12, enabled: true }, secret: 'whsec_once' } },
    )
    .on(integrationsApi.listApiKeys, { id: 3 }, { body: { data: [] } })
    .on(
      integrationsApi.createApiKey,
      { id: 3 },
      {
        status: 201,
        body: {
          apiKey: {
            id: 1,
            name: 'Сайт',
            prefix: 'kv_abcd…',
            scopes: ['inventory:read'],
            createdAt: '2026-12-05T09:00:00.000Z',
            lastUsedAt: null,
            revokedAt: null,
          },
          key: 'kv_secret_key',
        },
      },
    );
});

function renderScreen() {
  renderInApp(
    [
      {
        path: '/x',
        element: (
          <DialogsProvider>
            <IntegrationsScreen />
          </DialogsProvider>
        ),
      },
    ],
    { at: ['/x?company=3'] },
  );
}

describe('[webhooks] the integrations screen', () => {
  it('[webhooks] shows a disabled endpoint, its log with the answer, and retries a delivery', async () => {
    renderScreen();
    const item = await screen.findByTestId('webhook');
    expect(within(item).getByText('Отключён')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Журнал доставок' }));
    const row = await screen.findByTestId('delivery');
    expect(within(row).getByText('HTTP 500')).toBeTruthy();
    expect(within(row).getByText('Internal Server Error')).toBeTruthy();
    expect(within(row).getByText('Попыток: 27')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/retry'))).toBe(true));
  });

  it('[webhooks] lays the server’s refusal under the URL, then shows the secret once', async () => {
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить вебхук' }));
    const form = screen.getByTestId('webhook-form');
    const url = within(form).getByLabelText(/Адрес/);
    await user.clear(url);
    await user.type(url, 'http://10.0.0.1/x');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(form).findByText('Адрес ведёт во внутреннюю сеть — такие адреса запрещены'),
    ).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect((sent.body as { events: string[] }).events).toContain('booking.confirmed');
    expect((sent.body as { events: string[] }).events).toContain('request.created');
    await user.clear(url);
    await user.type(url, 'https://crm.example.ru/new');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByTestId('secret-value')).textContent).toBe('whsec_once');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByTestId('secret-value')).toBeNull();
  });

  it('[webhooks] creates an API key and shows it once', async () => {
    renderScreen();
    const user = userEvent.setup();
    const card = await screen.findByTestId('api-keys-card');
    await user.click(within(card).getByRole('button', { name: 'Создать ключ' }));
    await user.type(within(card).getByLabelText(/Название/), 'Сайт');
    await user.click(
      within(screen.getByTestId('api-key-form')).getByRole('button', { name: 'Создать ключ' }),
    );
    expect((await within(card).findByTestId('secret-value')).textContent).toBe('kv_secret_key');
    const post = api.calls.find((c) => c.method === 'POST' && c.url.endsWith('/api-keys'))!;
    expect(post.body).toEqual({ name: 'Сайт', scopes: ['inventory:read'] });
  });
});
