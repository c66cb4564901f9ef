import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { buildOffer } from '#app/test/offers.ts';
import { EditOfferEditor, NewOfferEditor, type UnitTie } from './offer-editor.tsx';
import * as referenceApi from '#shared/api/reference.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

vi.mock('./place-map.tsx', () => ({ default: () => null }));

const offer = (over: Partial<TOfferFull>): TOfferFull => buildOffer(over);

const unit: UnitTie = { objectId: 3, sectionId: 11, cellId: 501 };
const tiedTo = (base: TOfferFull) =>
  offer({
    ...base,
    object: { id: 3, title: 'ЖК Морской' } as TOfferFull['object'],
    sectionId: 11,
    cellId: 501,
    area: 48,
    floor: 5,
  });

let fetch: FetchMock;
let puts: { url: string; body: unknown }[];

beforeEach(() => {
  queryClient.clear();
  setToken('token-1');
  puts = [];
  fetch = mockFetch().on(referenceApi.listRegions, { body: { regions: [] } });
});

afterEach(() => vi.unstubAllGlobals());

/** The server's draft (or offer by id) and its answer to a tie. */
function serve(path: string, initial: TOfferFull) {
  let current = initial;
  fetch.on('GET', path, () => ({ body: { data: current } }));
  // An offer that exists is tied by its id, whatever key it was read by.
  const putPath = initial.id === 0 ? path : pathOf(userOffersApi.saveOwnOffer, { id: initial.id });
  fetch.on('PUT', putPath, (request) => {
    puts.push({ url: request.url, body: request.body });
    current = tiedTo(current.id === 0 ? offer({ id: 60 }) : current);
    return { body: { data: current } };
  });
}

function renderAt(element: React.ReactNode) {
  const { router } = renderInApp(
    [
      { path: '/chess', element: <h1>Шахматка</h1> },
      { path: '/editor', element },
    ],
    { at: ['/chess', '/editor'], index: 1 },
  );
  return router;
}

const tieBody = { objectId: 3, sectionId: 11, cellId: 501 };

describe('[offer-form] starting from a chessboard unit', () => {
  it('[offer-form] a blank draft is tied at once', async () => {
    serve(pathOf(userOffersApi.getOwnOffer, { id: 'draft' }), offer({}));
    renderAt(<NewOfferEditor tie={unit} />);
    expect(await screen.findByTestId('offer-tie')).toHaveTextContent('ЖК Морской');
    expect(puts).toEqual([{ url: pathOf(userOffersApi.saveOwnOffer, { id: 'draft' }), body: tieBody }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('[offer-form] a draft in progress is not re-tied without asking; «Отмена» leaves it as it was', async () => {
    serve(
      pathOf(userOffersApi.getOwnOffer, { id: 'draft' }),
      offer({ id: 41, area: 72, floor: 9, address: 'Сочи, Курортный проспект, 75' }),
    );
    const router = renderAt(<NewOfferEditor tie={unit} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Привязать начатое объявление к этой квартире?');
    expect(dialog).toHaveTextContent('Площадь, этаж, комнаты и адрес заменятся данными квартиры');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chess'));
    expect(puts).toEqual([]);
  });

  it('[offer-form] a draft in progress is re-tied once the owner agrees', async () => {
    serve(pathOf(userOffersApi.getOwnOffer, { id: 'draft' }), offer({ id: 41, price: 9_000_000 }));
    renderAt(<NewOfferEditor tie={unit} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
    expect(await screen.findByTestId('offer-tie')).toHaveTextContent('ЖК Морской');
    expect(puts).toEqual([{ url: pathOf(userOffersApi.saveOwnOffer, { id: 41 }), body: tieBody }]);
  });

  it('[offer-form] a draft already on this unit opens as it is', async () => {
    serve(pathOf(userOffersApi.getOwnOffer, { id: 'draft' }), tiedTo(offer({ id: 41, price: 9_000_000 })));
    renderAt(<NewOfferEditor tie={unit} />);
    expect(await screen.findByTestId('offer-tie')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts).toEqual([]);
  });

  it('[offer-form] «Выбрать» from an older draft opened by id ties that draft, not the latest', async () => {
    serve(
      pathOf(userOffersApi.getOwnOffer, { id: 33 }),
      offer({ id: 33, object: { id: 3, title: 'ЖК Морской' } as TOfferFull['object'] }),
    );
    renderAt(<EditOfferEditor id={33} tie={unit} />);
    expect(await screen.findByText('Квартира выбрана на шахматке')).toBeInTheDocument();
    expect(puts).toEqual([{ url: pathOf(userOffersApi.saveOwnOffer, { id: 33 }), body: tieBody }]);
    expect(fetch.calls.some((c) => c.url.includes('/draft'))).toBe(false);
  });
});
