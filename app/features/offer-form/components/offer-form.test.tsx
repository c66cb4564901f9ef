import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TOwnOffer } from '#shared/schemas/user-offers.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { buildOffer } from '#app/test/offers.ts';
import { OfferForm } from './offer-form.tsx';
import * as referenceApi from '#shared/api/reference.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

// Leaflet needs a real layout; the map is not what these tests are about.
vi.mock('./place-map.tsx', () => ({ default: () => null }));

const blank = buildOffer();

let fetch: FetchMock;

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch().on(referenceApi.listRegions, { body: { regions: [] } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderForm(offer: TOwnOffer = blank) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <OfferForm offer={offer} offerKey="draft" /> },
      { path: '/elsewhere', element: <h1>Другая страница</h1> },
      { path: '/cabinet/offers', element: <h1>Мои объявления</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return router;
}

const note = (id: number, type: string, offerId: number): TNotification => ({
  id,
  type,
  data: { payload: { offerId, title: 'Квартира' } },
  read: false,
  createdAt: `2026-11-22T10:0${id}:00.000Z`,
});

const cachedNotificationIds = () =>
  queryClient.getQueryData<TNotification[]>(queryKeys.notifications)?.map((n) => n.id);

/** An inactive offer ready to publish, with notices about it and about another offer in the bell. */
function inactiveWithNotices(): TOwnOffer {
  queryClient.setQueryData<TNotification[]>(queryKeys.notifications, [
    note(4, 'OfferDisabled', 9),
    note(3, 'OfferOutdated', 9),
    note(2, 'OfferArchived', 8),
  ]);
  return { ...blank, id: 9, status: 3, price: 9_000_000, area: 50, address: 'Сочи, Курортный проспект, 75' };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Types into a field, then «Сохранить». */
async function typeAndSave(name: string, text: string) {
  await userEvent.type(field(name), text);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
}

/** The draft's save refused with a 422 naming these fields. */
const refuseSave = (errors: Record<string, string[]>) =>
  fetch.on(userOffersApi.saveOwnOffer, { id: 'draft' }, { status: 422, body: { message: 'Ошибка', errors } });

/** The draft's save, held until the answer is given. */
function holdSave() {
  let answer!: (value: { body: unknown }) => void;
  fetch.on(userOffersApi.saveOwnOffer, { id: 'draft' }, () => new Promise((resolve) => (answer = resolve)));
  return () => answer({ body: { data: { ...blank, id: 41, price: 7_500_000 } } });
}

const puts = () => fetch.calls.filter((c) => c.method === 'PUT');

describe('[offer-form] the editor', () => {
  it('[offer-form] publishing an empty draft marks the required fields and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(screen.getByText('Укажите цену', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Укажите площадь', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес или выберите жилой комплекс')).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url.startsWith(pathOf(userOffersApi.listOwnOffers)))).toHaveLength(0);
  });

  it('[offer-form] number inputs keep digits and a decimal comma; the price per м² follows price and area', async () => {
    renderForm();
    expect(screen.getByTestId('price-per-meter')).toHaveTextContent('Укажите цену и площадь');
    await userEvent.type(field('Цена'), '10 9OO 000abc');
    expect(field('Цена').value).toBe('109 000');
    fireEvent.change(field('Цена'), { target: { value: '10900000' } });
    await userEvent.type(field('Площадь'), '54,5');
    expect(field('Площадь').value).toBe('54,5');
    expect(screen.getByTestId('price-per-meter').textContent).toMatch(/^200\s000\s₽ за м²$/);
  });

  it('[offer-form] «Сохранить» shows only while something changed and sends only the change', async () => {
    let body: unknown;
    fetch.on(userOffersApi.saveOwnOffer, { id: 'draft' }, (request) => {
      body = request.body;
      return { body: { data: { ...blank, id: 41, price: 7_500_000 } } };
    });
    renderForm();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    await typeAndSave('Цена', '7500000');
    await waitFor(() => expect(body).toEqual({ price: 7500000, version: 1 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull());
    expect(getToasts().map((t) => t.text)).toContain('Изменения сохранены');
  });

  it('[offer-form] a double click on «Сохранить» saves once; the save carries an Idempotency-Key', async () => {
    const answer = holdSave();
    renderForm();
    await userEvent.type(field('Цена'), '7500000');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    answer();
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Изменения сохранены'));
    expect(puts()).toHaveLength(1);
  });

  it('[offer-form] a 422 from the server lands under its field', async () => {
    refuseSave({ floor: ['Этаж больше этажности дома'] });
    renderForm();
    await typeAndSave('Этаж', '3');
    expect(await screen.findByText('Этаж больше этажности дома')).toBeInTheDocument();
  });

  it('[offer-form] a 422 shows its text under the field in its own section and takes the cursor there', async () => {
    refuseSave({ floorsTotal: ['Этажей в доме не больше 200'] });
    renderForm();
    await typeAndSave('Цена', '7500000');
    const unit = screen.getByRole('region', { name: 'О квартире' });
    expect(await within(unit).findByText('Этажей в доме не больше 200')).toBeInTheDocument();
    await waitFor(() => expect(field('Этажей в доме')).toHaveFocus());
    expect(getToasts().map((t) => t.text)).toContain('Проверьте отмеченные поля');
  });

  it('[offer-form] the form sent twice (Enter, Enter) saves once', async () => {
    const answer = holdSave();
    renderForm();
    await userEvent.type(field('Цена'), '7500000');
    const form = field('Цена').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(puts()).toHaveLength(1));
    answer();
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Изменения сохранены'));
    expect(puts()).toHaveLength(1);
  });

  it('[offer-form] a double click on «Опубликовать» activates once', async () => {
    const offer = inactiveWithNotices();
    let answer!: (value: { body: unknown }) => void;
    fetch.on(userOffersApi.activateOwnOffer, { id: 9 }, () => new Promise((resolve) => (answer = resolve)));
    renderForm(offer);
    const publish = screen.getByRole('button', { name: 'Опубликовать' });
    fireEvent.click(publish);
    fireEvent.click(publish);
    const activations = () =>
      fetch.calls.filter((c) => c.url.endsWith(pathOf(userOffersApi.activateOwnOffer, { id: 9 })));
    await waitFor(() => expect(activations()).toHaveLength(1));
    answer({ body: { data: { ...offer, status: 2 }, meta: { inactive_count: 0 } } });
    expect(await screen.findByRole('heading', { name: 'Мои объявления' })).toBeInTheDocument();
    expect(activations()).toHaveLength(1);
  });

  it('[offer-form] a stale save asks «Данные изменились» and puts the owner’s change on the fresh offer', async () => {
    fetch
      .on(
        userOffersApi.saveOwnOffer,
        { id: 'draft' },
        { status: 409, body: { message: versionTexts.stale.offer } },
      )
      .on(userOffersApi.getOwnOffer, { id: 'draft' }, { body: { data: { ...blank, version: 2, area: 61 } } });
    renderForm();
    await typeAndSave('Цена', '7500000');
    const dialog = await screen.findByRole('alertdialog', { name: versionTexts.dialog.title });
    await userEvent.click(within(dialog).getByRole('button', { name: versionTexts.dialog.apply }));
    await waitFor(() => expect(field('Площадь').value).toBe('61'));
    expect(field('Цена').value).toBe('7 500 000');
    expect(getToasts().map((t) => t.text)).toContain(versionTexts.dialog.applied);
  });

  it('[offer-form] a tied unit links to itself on the chessboard; a saved draft without one, to picking it', () => {
    const object = { id: 3, title: 'ЖК Морской' } as TOwnOffer['object'];
    renderForm({ ...blank, id: 9, status: 3, object, sectionId: 7, cellId: 70 });
    expect(screen.getByRole('link', { name: 'Показать на шахматке' })).toHaveAttribute(
      'href',
      '/realty/3/chess/7?cell=70',
    );
    cleanup();
    renderForm({ ...blank, id: 9, object, sectionId: 7 });
    expect(screen.getByRole('link', { name: 'Выбрать квартиру на шахматке' })).toHaveAttribute(
      'href',
      '/realty/3/chess/7?select=9',
    );
  });

  it('[offer-form] a disabled offer shows the moderator’s mark and cannot be published', () => {
    renderForm({ ...blank, id: 9, status: 5, disabledAt: '2026-11-20T09:00:00.000Z' });
    expect(screen.getByTestId('offer-status')).toHaveTextContent('Объявление заблокировано модератором');
    expect(screen.getByTestId('offer-status')).toHaveTextContent('20.11.2026');
    expect(screen.queryByRole('button', { name: /опубликовать/i })).toBeNull();
  });

  it('[offer-form] leaving with unsaved changes asks first', async () => {
    const router = renderForm();
    await userEvent.type(field('Цена'), '100');
    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Уйти без сохранения?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(field('Цена').value).toBe('100');

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Уйти' }),
    );
    expect(await screen.findByRole('heading', { name: 'Другая страница' })).toBeInTheDocument();
  });

  it('[offer-form] publishing takes the offer’s «снято с показа» notice out of the bell', async () => {
    const offer = inactiveWithNotices();
    fetch.on(
      userOffersApi.activateOwnOffer,
      { id: 9 },
      {
        body: { data: { ...offer, status: 2 }, meta: { inactive_count: 0 } },
      },
    );
    renderForm(offer);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByRole('heading', { name: 'Мои объявления' })).toBeInTheDocument();
    expect(cachedNotificationIds()).toEqual([4, 2]);
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });

  it('[offer-form] deleting takes every notice about the offer out of the bell', async () => {
    const offer = inactiveWithNotices();
    fetch.on(userOffersApi.deleteOwnOffer, { id: 9 }, { body: { ok: true } });
    renderForm(offer);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить объявление' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить объявление' }));
    expect(await screen.findByRole('heading', { name: 'Мои объявления' })).toBeInTheDocument();
    expect(cachedNotificationIds()).toEqual([2]);
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });
});
