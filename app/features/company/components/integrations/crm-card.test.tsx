import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCrmPipelines, TCrmSettings } from '#shared/schemas/crm.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { CrmCard } from './crm-card.tsx';
import * as crmApi from '#shared/api/crm.ts';

const settings: TCrmSettings = {
  kind: 'bitrix24',
  state: 'active',
  brokenReason: null,
  version: 4,
  amocrm: null,
  bitrix24: { portal: 'chernomor.bitrix24.ru', webhookSaved: true, appTokenSaved: true },
  mapping: {
    pipelineId: '3',
    stages: { booking: 'C3:PREPARATION' },
    names: { 'C3:PREPARATION': 'Бронь ждёт' },
  },
  incomingUrl: 'https://kvartal.example/api/crm/bitrix24/3/webhook',
  notifications: { state: 'on', error: null },
  log: [
    {
      id: 2,
      at: '2026-12-05T09:01:00.000Z',
      direction: 'out',
      subject: 'Бронь №41',
      ok: false,
      message: 'Не передано: CRM не отвечает: нет ответа за 15 с',
    },
    {
      id: 1,
      at: '2026-12-05T09:00:00.000Z',
      direction: 'out',
      subject: 'Бронь №40',
      ok: true,
      message: 'Создан контакт и сделка 118 на этапе «Бронь ждёт»',
    },
  ],
};

const pipelines: TCrmPipelines = {
  ok: true,
  message: null,
  pipelines: [
    { id: '0', name: 'Общая', stages: [{ id: 'NEW', name: 'Новая' }] },
    {
      id: '3',
      name: 'Новостройки',
      stages: [
        { id: 'C3:NEW', name: 'Заявка с Квартала' },
        { id: 'C3:PREPARATION', name: 'Бронь ждёт' },
        { id: 'C3:EXECUTING', name: 'Бронь подтверждена' },
      ],
    },
  ],
};

let api: FetchMock;
let unbind: () => void;

beforeEach(() => {
  queryClient.clear();
  setToken('token');
  unbind = bindNavigator({ navigate: vi.fn(), pathname: () => '/', isGuarded: () => true });
  api = mockFetch()
    .on(crmApi.readCrm, { id: 3 }, { body: settings })
    .on(crmApi.readCrmPipelines, { id: 3 }, { body: pipelines })
    .on(crmApi.saveCrm, { id: 3 }, ({ body }) =>
      (body as { bitrix24?: { webhookUrl?: string } }).bitrix24?.webhookUrl === 'https://bad'
        ? {
            status: 422,
            body: {
              message: 'Ошибка',
              errors: {
                'bitrix24.webhookUrl': [
                  'Вставьте адрес входящего вебхука вида https://портал.bitrix24.ru/rest/1/код/',
                ],
              },
            },
          }
        : { body: { ...settings, version: 5 } },
    );
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

const renderCard = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <CrmCard companyId={3} />
    </QueryClientProvider>,
  );

describe('[crm] the CRM card', () => {
  it('[crm] shows the saved secrets as «сохранено», the CRM’s stages in the mapping and the log', async () => {
    renderCard();
    const card = await screen.findByTestId('crm-card');
    expect(within(card).getByTestId('crm-state')).toHaveTextContent('Битрикс24 · Подключена');
    expect(within(card).getByLabelText('Входящий вебхук')).toHaveAttribute(
      'placeholder',
      'сохранено: chernomor.bitrix24.ru',
    );
    expect(within(card).getByLabelText('Токен исходящего вебхука')).toHaveValue('');
    expect(within(card).getByTestId('crm-incoming')).toHaveTextContent('/api/crm/bitrix24/3/webhook');
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Подключение работает: в CRM 2 воронки'),
    );
    const booking = within(card).getByLabelText('Бронь ждёт подтверждения');
    expect(within(booking).getByRole('option', { selected: true })).toHaveTextContent('Бронь ждёт');
    const entries = within(card).getAllByTestId('crm-log-entry');
    expect(entries[0]).toHaveTextContent('Бронь №41');
    expect(entries[0]).toHaveTextContent('Не передано: CRM не отвечает');
    expect(entries[0]).toHaveAttribute('data-ok', 'false');
  });

  it('[crm] saves the mapping with the stages’ names and no secrets left empty', async () => {
    const user = userEvent.setup();
    renderCard();
    const card = await screen.findByTestId('crm-card');
    await waitFor(() => expect(within(card).getByRole('status')).toBeInTheDocument());
    await user.selectOptions(within(card).getByLabelText('Бронь подтверждена'), 'Бронь подтверждена');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = api.calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'bitrix24',
      version: 4,
      bitrix24: {},
      mapping: {
        pipelineId: '3',
        stages: expect.objectContaining({
          booking: 'C3:PREPARATION',
          confirmed: 'C3:EXECUTING',
          request: '',
        }),
        names: { 'C3:PREPARATION': 'Бронь ждёт', 'C3:EXECUTING': 'Бронь подтверждена' },
      },
    });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Настройки CRM сохранены'));
  });

  it('[crm] lays the server’s refusal under the webhook field', async () => {
    const user = userEvent.setup();
    renderCard();
    const card = await screen.findByTestId('crm-card');
    await user.type(within(card).getByLabelText('Входящий вебхук'), 'https://bad');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText(/Вставьте адрес входящего вебхука/)).toBeInTheDocument();
  });

  it('[crm] a double click saves once; a stale version says so and keeps the form', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | null = null;
    api.on(crmApi.saveCrm, { id: 3 }, () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderCard();
    const card = await screen.findByTestId('crm-card');
    const save = within(card).getByRole('button', { name: 'Сохранить' });
    await user.dblClick(save);
    const puts = () => api.calls.filter((c) => c.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    answer!({ status: 409, body: { message: 'Настройки CRM изменили', type: 'Conflict' } });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(puts()).toHaveLength(1);
    expect(getToasts().map((t) => t.text)).toContain(
      'Настройки CRM изменил кто-то другой. Обновите страницу.',
    );
  });
});
