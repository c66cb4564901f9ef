import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import type { TPavilionProgress } from '#shared/schemas/progress.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { ProgressEditor } from './progress-editor.tsx';
import * as progressApi from '#shared/api/progress.ts';

const image = (id: number) => ({ id, s: `/s/${id}`, m: `/m/${id}`, l: `/l/${id}`, xl: `/xl/${id}` });

const page = (canEdit: boolean): TPavilionProgress => ({
  pavilion: { id: 3, name: 'Корпус 1', published: true, objectId: 12, objectTitle: 'ЖК «Бриз»' },
  canEdit,
  reports: [
    {
      id: 40,
      pavilionId: 3,
      month: '2026-10-01',
      percent: 55,
      text: 'Монолит 9-го этажа',
      videoUrl: null,
      photos: [{ image: image(1), caption: 'Фасад' }],
      version: 2,
      createdAt: '2026-10-20T10:00:00.000Z',
    },
  ],
});

let api: FetchMock;
prepareAppTests({ token: 'token', pathname: '/' });

beforeEach(() => {});
function renderEditor() {
  renderInApp(
    [
      {
        path: '/b',
        element: (
          <DialogsProvider>
            <ProgressEditor pavilionId={3} />
          </DialogsProvider>
        ),
      },
    ],
    { at: ['/b'] },
  );
}

describe('[progress] the building’s «Ход строительства» in the back-office', () => {
  it('[progress] a new report starts at the latest percent; the server’s Russian 422 lands on its field', async () => {
    api = mockFetch()
      .on(progressApi.listPavilionProgress, { id: 3 }, { body: page(true) })
      .on(
        progressApi.createProgressReport,
        { id: 3 },
        {
          status: 422,
          body: {
            message: 'Проверьте поля',
            errors: { percent: ['Готовность не может быть меньше, чем в отчёте за октябрь 2026'] },
          },
        },
      );
    renderEditor();
    const report = await screen.findByTestId('progress-report');
    expect(report).toHaveTextContent('Октябрь 2026');
    expect(report).toHaveTextContent('55 %');
    expect(report).toHaveTextContent('1 фото');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить отчёт' }));
    const form = screen.getByTestId('progress-form');
    const percent = within(form).getByLabelText(/^Готовность/);
    expect(percent).toHaveValue(55);
    await user.clear(percent);
    await user.type(percent, '50');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(form).findByText('Готовность не может быть меньше, чем в отчёте за октябрь 2026'),
    ).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    // The client sends null as "" (PRODUCT §5).
    expect(post.body).toMatchObject({ percent: 50, photos: [], videoUrl: '' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('[progress] a double click on «Сохранить» files one report', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | null = null;
    api = mockFetch()
      .on(progressApi.listPavilionProgress, { id: 3 }, { body: page(true) })
      .on(progressApi.createProgressReport, { id: 3 }, () => new Promise((resolve) => (answer = resolve)));
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить отчёт' }));
    const form = screen.getByTestId('progress-form');
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    await user.dblClick(save);
    const posts = () => api.calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    answer!({
      status: 422,
      body: { message: 'Проверьте поля', errors: { month: ['Отчёт за этот месяц уже есть'] } },
    });
    expect(await within(form).findByText('Отчёт за этот месяц уже есть')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('[progress] a member without `publish` reads the reports but is offered no change', async () => {
    mockFetch().on(progressApi.listPavilionProgress, { id: 3 }, { body: page(false) });
    renderEditor();
    await screen.findByTestId('progress-report');
    expect(screen.queryByRole('button', { name: 'Добавить отчёт' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Фасад' })).toBeInTheDocument());
  });
});
