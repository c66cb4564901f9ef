import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api-error.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { ImportSchedules } from './import-schedules.tsx';
import { ImportSource } from './import-source.tsx';
import * as importApi from '#shared/api/inventory-import.ts';

afterEach(() => vi.unstubAllGlobals());

const withClient = (ui: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {ui}
  </QueryClientProvider>
);

const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'Проверьте правильность заполнения полей', errors },
});

describe('[import] the feed’s forms', () => {
  it('[import] a schedule: the shared check, the server’s 422 under the link, one schedule for a double click', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | null = null;
    let refuse = true;
    const fetch = mockFetch()
      .on(importApi.listImportSchedules, { id: 7 }, { body: { data: [] } })
      .on(importApi.createImportSchedule, { id: 7 }, () =>
        refuse
          ? invalid({ feedUrl: ['Адрес фида во внутренней сети недоступен'] })
          : new Promise((resolve) => (answer = resolve)),
      );
    const user = userEvent.setup();
    render(withClient(<ImportSchedules objectId={7} />));
    const form = screen.getByRole('form', { name: 'Добавить расписание' });
    const link = within(form).getByRole('textbox', { name: 'Ссылка на фид' });
    await user.type(link, 'не ссылка');
    await user.click(within(form).getByRole('button', { name: 'Добавить расписание' }));
    expect(await within(form).findByText('Укажите ссылку http:// или https://')).toBeInTheDocument();
    const creates = () => fetch.calls.filter((c) => c.method === 'POST');
    expect(creates()).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'http://10.0.0.1/feed.xml');
    await user.click(within(form).getByRole('button', { name: 'Добавить расписание' }));
    expect(await within(form).findByText('Адрес фида во внутренней сети недоступен')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(link);
    await user.type(link, 'https://example.ru/feed.xml');
    await user.dblClick(within(form).getByRole('button', { name: 'Добавить расписание' }));
    await waitFor(() => expect(creates()).toHaveLength(2));
    expect(creates()[1]!.body).toEqual({
      feedUrl: 'https://example.ru/feed.xml',
      format: 'yrl',
      period: 'daily',
    });
    answer!({ status: 201, body: { id: 1 } });
    await waitFor(() => expect(link).toHaveValue(''));
    expect(creates()).toHaveLength(2);
  });

  it('[import] a feed to check: the 422 under its field, one check for a double click', async () => {
    let finish: (() => void) | null = null;
    const onCheck = vi
      .fn<(source: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({
          type: 'ValidationFailed',
          status: 422,
          message: 'Проверьте правильность заполнения полей',
          body: { errors: { feedUrl: ['Фид не ответил за 20 секунд'] } },
        }),
      )
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ImportSource busy={false} onCheck={onCheck} />);
    const link = screen.getByRole('textbox', { name: 'Ссылка на фид' });
    await user.type(link, 'https://example.ru/feed.xml');
    await user.click(screen.getByRole('button', { name: 'Проверить фид' }));
    expect(await screen.findByText('Фид не ответил за 20 секунд')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Проверить фид' }));
    await waitFor(() => expect(onCheck).toHaveBeenCalledTimes(2));
    finish!();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Проверить фид' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onCheck).toHaveBeenCalledTimes(2);
    expect(onCheck).toHaveBeenLastCalledWith({ feedUrl: 'https://example.ru/feed.xml', format: 'yrl' });
  });
});
