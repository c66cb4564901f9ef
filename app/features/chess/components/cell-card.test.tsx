import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfferStatus } from '#shared/enums.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { CellCard, type CellCardLinks } from './cell-card.tsx';
import { chessFixture, SELLER_ID, VIEWER_ID } from '../test/chess-fixture.ts';

const links: CellCardLinks = {
  action: (action, cell) =>
    action.kind === 'edit' ? `/cabinet/offers/${action.offerId}` : `/cabinet/offers/new/3/11/${cell.id}`,
  offer: (offer) => `/offer/${offer.id}`,
};

function renderCard(
  cell: TChessViewCell,
  options: { viewerId?: number; commission?: boolean; select?: boolean; preview?: boolean } = {},
) {
  const view = chessFixture();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CellCard
            open
            onClose={() => {}}
            cell={cell}
            rows={view.rows}
            viewerId={options.viewerId ?? VIEWER_ID}
            canWatchCommission={options.commission ?? false}
            select={options.select ?? false}
            links={options.preview ? undefined : links}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('dialog');
}

const soldCell = () => chessFixture().cells.find((c) => c.id === 8)!;

describe('[chess] a unit’s card', () => {
  it('[chess] shows the unit’s data and its offers without commission for a buyer', () => {
    const card = renderCard(soldCell());
    expect(within(card).getByRole('heading', { name: 'Квартира № 8' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Продано');
    expect(card).toHaveTextContent('2-комнатная');
    expect(card).toHaveTextContent('10 000 000 ₽');
    expect(card).toHaveTextContent('250 000 ₽');
    const table = within(card).getByRole('table');
    expect(within(table).queryByText('Комиссия')).toBeNull();
    expect(table).toHaveTextContent('Иван Продавцов');
    expect(within(table).getByRole('link', { name: '501' })).toHaveAttribute('href', '/offer/501');
  });

  it('[chess] adds the commission column with «can watch commission»', () => {
    const table = within(renderCard(soldCell(), { commission: true })).getByRole('table');
    expect(within(table).getByText('Комиссия')).toBeInTheDocument();
    expect(table).toHaveTextContent('50/50, 150 000 ₽');
  });

  it('[chess] reads «Добавить» on a sold unit, leading to a new offer tied to it', () => {
    const card = renderCard(soldCell());
    expect(within(card).getByRole('link', { name: 'Добавить' })).toHaveAttribute(
      'href',
      '/cabinet/offers/new/3/11/8',
    );
  });

  it('[chess] reads «Редактировать» when the user already has an offer there', () => {
    const card = renderCard(soldCell(), { viewerId: SELLER_ID });
    expect(within(card).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/cabinet/offers/501',
    );
    expect(within(card).getByRole('table')).toHaveTextContent('Вы');
    expect(within(card).queryByRole('link', { name: 'Добавить' })).toBeNull();
  });

  it('[chess] reads «Выбрать» in select mode, even over an own offer', () => {
    const card = renderCard(soldCell(), { viewerId: SELLER_ID, select: true });
    expect(within(card).getByRole('link', { name: 'Выбрать' })).toHaveAttribute(
      'href',
      '/cabinet/offers/new/3/11/8',
    );
  });

  it('[chess] has no action on a unit on sale', () => {
    const onSale = chessFixture().cells.find((c) => c.id === 1)!;
    const card = renderCard(onSale);
    expect(card).toHaveTextContent('В продаже');
    for (const name of ['Выбрать', 'Добавить', 'Редактировать']) {
      expect(within(card).queryByRole('link', { name })).toBeNull();
    }
  });

  it('[chess] has no action and no links in preview', () => {
    const draftOwn = { ...soldCell(), offers: [{ ...soldCell().offers[0]!, status: OfferStatus.draft }] };
    const preview = renderCard(draftOwn, { preview: true });
    expect(within(preview).queryByRole('link')).toBeNull();
  });

  it('[chess] titles a parking place and premises by their kind, never «Квартира»', () => {
    const base = soldCell();
    // Row 4 (bbox 3…4) is the parking floor; a unit without a layout there is a parking place.
    const parking = {
      ...base,
      id: 40,
      bbox: [3, 0, 4, 1],
      data: { ...base.data, number: 'М-5', cntApart: null },
    } as TChessViewCell;
    let card = renderCard(parking);
    expect(within(card).getByRole('heading', { name: 'Машино-место № М-5' })).toBeInTheDocument();
    cleanup();
    const premises = { ...parking, id: 41, bbox: [2, 0, 3, 1], data: { ...parking.data, number: 'Н-2' } };
    card = renderCard(premises as TChessViewCell);
    expect(within(card).getByRole('heading', { name: 'Помещение № Н-2' })).toBeInTheDocument();
  });
});
