import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CommissionType, Feature, HouseClass, Layout } from '#shared/enums.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { TImage } from '#shared/schemas/common.ts';
import { buildObjectCard, buildOfferCard } from '#app/test/cards.ts';
import { ObjectCard, type ObjectCardProps } from './object-card.tsx';

const photo = (id: number): TImage => ({
  id,
  s: `/files/images/${id}/s.webp`,
  m: `/files/images/${id}/m.webp`,
  l: `/files/images/${id}/l.webp`,
  xl: `/files/images/${id}/xl.webp`,
});

function complex(overrides: Partial<TObjectCard> = {}): TObjectCard {
  return buildObjectCard({
    id: 7,
    title: 'ЖК Морской бриз',
    image: photo(1),
    images: [photo(1), photo(2), photo(3)],
    price: 9_000_000,
    priceTo: 15_300_000,
    area: 30,
    areaTo: 51,
    squarePrice: 300_000,
    address: 'г. Сочи, ул. Навагинская, 12',
    region: { id: 1, name: 'Краснодарский край' },
    subregion: { id: 5, name: 'Центр', parent: { id: 2, name: 'Центральный' } },
    latitude: 43.588,
    longitude: 39.729,
    dateBuild: '2027-06-01',
    isAction: true,
    relevantCount: 4,
    saleCount: 5,
    flatsCount: 6,
    cntApart: [Layout.studio, Layout.two],
    houseClass: HouseClass.comfort,
    features: [Feature.pool, Feature.new],
    isNew: true,
    builders: [{ id: 3, name: 'СтройИнвест Юг' }],
    ...overrides,
  });
}

const offer = buildOfferCard;

function renderCard(props: Partial<ObjectCardProps> & { item: TListItem }) {
  const router = createMemoryRouter(
    [
      { path: '/feed', element: <ObjectCard {...props} /> },
      { path: '/realty/:id', element: <h1>object page</h1> },
      { path: '/offer/:id', element: <h1>offer page</h1> },
    ],
    { initialEntries: ['/feed'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A line of the card whose parts may be separate elements. */
const line = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

describe('[object-card] a complex', () => {
  it('shows price, figures, place, deadline, builder and badges from the card', () => {
    renderCard({ item: complex(), filtered: true });
    const card = screen.getByRole('article');
    expect(within(card).getByText(/^от 9\s000\s000\s₽$/)).toBeInTheDocument();
    expect(within(card).getByText(/^от 300\s000\s₽\/м²$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ЖК Морской бриз' })).toHaveAttribute('href', '/realty/7');
    expect(within(card).getByText(line('Ст, 2к · 30 – 51 м²'))).toBeInTheDocument();
    expect(within(card).getByTestId('on-sale')).toHaveTextContent(/^В продаже 5 квартир из 6$/);
    // The list's filter narrows the units on sale.
    expect(
      within(card).getByText(line('В продаже 5 квартир из\u00a06 · 4 квартиры по фильтру')),
    ).toBeInTheDocument();
    expect(within(card).getByText('Сдача II кв. 2027 · СтройИнвест Юг')).toBeInTheDocument();
    expect(within(card).getByText('г. Сочи, ул. Навагинская, 12 · Центр')).toBeInTheDocument();
    const badges = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['Акция', 'Новый', 'Комфорт']);
    expect(within(card).queryByText(/Комиссия/)).not.toBeInTheDocument();
  });

  it('counts units on sale with no «по фильтру» where nothing filters them (a snapshot, favourites)', () => {
    renderCard({ item: complex({ relevantCount: 376, saleCount: 381, flatsCount: 605 }) });
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('on-sale')).toHaveTextContent(/^В продаже 381 квартира из 605$/);
    expect(card).not.toHaveTextContent(/по фильтру|всего|предложени/);
  });

  it('names no total when every unit is on sale', () => {
    renderCard({ item: complex({ relevantCount: 6, saleCount: 6, flatsCount: 6 }) });
    expect(screen.getByTestId('on-sale')).toHaveTextContent(/^В продаже 6 квартир$/);
  });

  it('says a finished complex is finished and marks a draft', () => {
    renderCard({
      item: complex({ isFinished: true, isAction: false, features: [], isNew: false, published: false }),
    });
    const badges = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual(['Не опубликован', 'Сдан', 'Комфорт']);
    expect(screen.getByText('Сдан · СтройИнвест Юг')).toBeInTheDocument();
  });

  it('says «Новый» when the server says isNew (the preset «Новые»), whatever the features', () => {
    const badgesOf = (item: TObjectCard) => {
      renderCard({ item });
      const list = screen.getAllByRole('listitem').map((li) => li.textContent);
      cleanup();
      return list;
    };
    // Published lately, without the feature «Новинка».
    expect(badgesOf(complex({ features: [], isNew: true }))).toContain('Новый');
    expect(badgesOf(complex({ features: [Feature.new], isNew: false }))).not.toContain('Новый');
  });

  it('shows commission only when the card carries it (agents)', () => {
    renderCard({ item: complex({ commission: { percent: 3.5, text: '3,5% от цены' } }) });
    expect(screen.getByText('Комиссия 3,5%')).toBeInTheDocument();
  });

  it('loads the photo responsively from the four sizes', () => {
    renderCard({ item: complex() });
    const img = screen.getByRole('img', { name: 'ЖК Морской бриз' });
    expect(img).toHaveAttribute(
      'srcset',
      '/files/images/1/s.webp 320w, /files/images/1/m.webp 640w, /files/images/1/l.webp 1280w, /files/images/1/xl.webp 2048w',
    );
    expect(img).toHaveAttribute('src', '/files/images/1/m.webp');
  });

  it('falls back to the unavailable placeholder when the photo fails to load', () => {
    renderCard({ item: complex() });
    fireEvent.error(screen.getByRole('img', { name: 'ЖК Морской бриз' }));
    expect(screen.getByRole('img', { name: 'ЖК Морской бриз' })).toHaveTextContent('Изображение недоступно');
  });

  it('opens the photo preview when there are several photos', async () => {
    const user = userEvent.setup();
    renderCard({ item: complex() });
    await user.click(screen.getByRole('button', { name: 'Фотографии: ЖК Морской бриз' }));
    const dialog = await screen.findByRole('dialog', { name: 'ЖК Морской бриз' });
    expect(within(dialog).getByText('1 из 3', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Следующее фото' }));
    expect(within(dialog).getByText('2 из 3', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущее фото' }));
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущее фото' }));
    expect(within(dialog).getByText('3 из 3', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Перейти к объекту' })).toHaveAttribute(
      'href',
      '/realty/7',
    );
  });

  it('goes straight to the page when there is one photo', async () => {
    const user = userEvent.setup();
    const router = renderCard({ item: complex({ images: [photo(1)] }) });
    await user.click(screen.getByRole('button', { name: 'Открыть: ЖК Морской бриз' }));
    expect(router.state.location.pathname).toBe('/realty/7');
  });
});

describe('[object-card] a resale offer', () => {
  it('shows its exact price, floor and complex, and a placeholder without photos', () => {
    renderCard({
      item: offer({ commission: { type: CommissionType.fiftyFifty, price: 150_000 } }),
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText(/^16\s200\s000\s₽$/)).toBeInTheDocument();
    expect(within(card).getByText('2/9 этаж')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'в ЖК Морской бриз' })).toHaveAttribute(
      'href',
      '/realty/7',
    );
    expect(within(card).getByRole('link', { name: '2-комнатная квартира, 54 м²' })).toHaveAttribute(
      'href',
      '/offer/11',
    );
    expect(within(card).getByText('Нет фото')).toBeInTheDocument();
    expect(within(card).getByText('Вторичка')).toBeInTheDocument();
    expect(within(card).getByText(/^Комиссия 50\/50 · 150\s000\s₽$/)).toBeInTheDocument();
  });

  it('in a snapshot leads to the previews, and names a complex the link does not hold without a link', () => {
    renderCard({
      item: offer(),
      href: '/AbCd/11?offer=1',
      complexHref: (id) => (id === 8 ? '/AbCd/8' : null),
    });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: '2-комнатная квартира, 54 м²' })).toHaveAttribute(
      'href',
      '/AbCd/11?offer=1',
    );
    expect(within(card).getByText('в ЖК Морской бриз')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'в ЖК Морской бриз' })).toBeNull();
  });
});

describe('[object-card] favourite heart', () => {
  it('asks the caller and keeps the server’s state until the caller changes the card', async () => {
    const user = userEvent.setup();
    let confirm: () => void = () => {};
    const onToggleFavorite = vi.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    renderCard({ item: complex(), onToggleFavorite });
    const heart = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 7, isOffer: false }));
    // While the request runs the heart waits, and a second tap asks nothing more.
    expect(heart).toBeDisabled();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await act(async () => confirm());
    expect(heart).not.toBeDisabled();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(onToggleFavorite).toHaveBeenCalledTimes(1);
  });

  it('shows a favourite as pressed and survives a failed request', async () => {
    const user = userEvent.setup();
    const onToggleFavorite = vi.fn(async () => {
      throw new Error('offline');
    });
    renderCard({ item: complex({ isFavorite: true }), onToggleFavorite });
    const heart = screen.getByRole('button', { name: 'Убрать из избранного' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).not.toBeDisabled();
  });

  it('has no heart without a handler, and shows the actions slot', () => {
    renderCard({ item: complex(), actions: <button type="button">В подборку</button> });
    expect(screen.queryByRole('button', { name: /избранн/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В подборку' })).toBeInTheDocument();
  });
});
