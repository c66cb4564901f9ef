import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { buildOfferCard } from '#app/test/cards.ts';
import { mockFetch, type FetchMock, callTo, refusal } from '#app/test/fetch-mock.ts';
import SnapshotObjectPage from './object.tsx';
import * as realtyApi from '#shared/api/realty.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

const SNAPSHOT = 'AbCdEfGhIjKlMnOpQrStUv';

/** An offer as the server answers it in preview: no commission, no seller. */
function offerPreview(): TOfferFull {
  return {
    ...buildOfferCard({
      id: 7,
      title: '2-комн. квартира, 54 м²',
      price: 9_800_000,
      squarePrice: 181_481,
      floor: 5,
      address: 'г. Сочи, ул. Виноградная, 12',
      object: { id: 4, title: 'ЖК Морской' },
    }),
    description: 'Светлая квартира с видом на горы.',
    allImages: [],
    pavilionId: 1,
    sectionId: 2,
    cellId: 3,
    ownerId: null,
    isOwner: false,
    contact: { source: null, name: null, phone: null },
    activatedAt: '2026-11-18T09:00:00.000Z',
    disabledAt: null,
  };
}

function snapshot(complexIds: number[]): TSnapshot {
  return {
    id: SNAPSHOT,
    name: 'Для Смирновых',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    author: { name: 'Екатерина', phone: '+79000000004', whatsapp: null, telegram: null },
    agency: null,
    isOwner: false,
    visitor: 'ip-0123456789abcdef0123456789abcdef.signature_signature_',
    // Only the complexes matter here: whether the offer's complex opens inside the link.
    objects: complexIds.map((id) => ({ id, isOffer: false }) as TSnapshot['objects'][number]),
    items: [],
  };
}

let api: FetchMock;

const { navigate } = prepareAppTests({ pathname: `/${SNAPSHOT}/7`, guarded: false });

beforeEach(() => {
  api = mockFetch()
    .on(realtyApi.getObject, { id: 7 }, { body: offerPreview() })
    .on(snapshotApi.getSnapshot, { id: SNAPSHOT }, { body: snapshot([]) });
});

const renderAt = (path: string) => renderInApp(<SnapshotObjectPage />, { path: '/:id/:objectId', at: path });

describe('[snapshots] an object of a sent link', () => {
  it('opens a resale offer with ?offer=1 in preview: no seller, no call, no buttons of the viewer', async () => {
    renderAt(`/${SNAPSHOT}/7?offer=1`);
    expect(await screen.findByRole('heading', { level: 1, name: '2-комн. квартира, 54 м²' })).toBeVisible();
    expect(api.calls.find(callTo(realtyApi.getObject, { id: 7 }))?.body).toEqual({
      isOffer: 1,
      snapshot: SNAPSHOT,
    });
    expect(screen.getByTestId('offer-price')).toHaveTextContent('9 800 000 ₽');
    expect(screen.getByText('Светлая квартира с видом на горы.')).toBeVisible();
    expect(screen.queryByText('Продавец')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Позвонить' })).toBeNull();
    expect(screen.queryByTestId('offer-commission')).toBeNull();
    expect(screen.queryByRole('button', { name: /избранное|подборку/ })).toBeNull();
    // The complex is not in this link: named, not linked (its page would ask for a login).
    expect(screen.getByText(/ЖК Морской/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'ЖК Морской' })).toBeNull();
    expect(screen.queryByRole('link', { name: /шахматке/ })).toBeNull();
  });

  it('links the offer’s complex to its preview when the same link holds it', async () => {
    api.on(snapshotApi.getSnapshot, { id: SNAPSHOT }, { body: snapshot([4]) });
    renderAt(`/${SNAPSHOT}/7?offer=1`);
    expect(await screen.findByRole('link', { name: 'ЖК Морской' })).toHaveAttribute('href', `/${SNAPSHOT}/4`);
  });

  it('asks for a complex without the flag, as links sent before offers did', async () => {
    api.on(realtyApi.getObject, { id: 7 }, refusal(404, 'NotFound', 'Объект не найден'));
    renderAt(`/${SNAPSHOT}/7`);
    expect(await screen.findByRole('heading', { name: 'Ссылка не найдена или устарела' })).toBeVisible();
    expect(api.calls.find(callTo(realtyApi.getObject, { id: 7 }))?.body).toEqual({ snapshot: SNAPSHOT });
  });

  it('shows a calm page, not the login screen, when the link does not hold the offer', async () => {
    api.on(
      realtyApi.getObject,
      { id: 7 },
      refusal(401, 'Unauthorized', 'Ссылка на подборку недействительна'),
    );
    renderAt(`/${SNAPSHOT}/7?offer=1`);
    expect(await screen.findByRole('heading', { name: 'Ссылка не найдена или устарела' })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });
});
