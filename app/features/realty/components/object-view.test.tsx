import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Feature } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { ObjectView } from './object-view.tsx';
import { objectFixture } from '../test/object-fixture.ts';

const links = {
  chess: (sectionId?: number) => `/realty/3/chess${sectionId ? `/${sectionId}` : ''}`,
  news: '/realty/3/news',
  editOffer: (id: number) => `/cabinet/offers/${id}`,
};

/** The page as a user sees it once its body (a frame after the head and the price) is there. */
async function renderView(object: TObjectFull, preview = false, show?: string) {
  renderFirst(object, preview, show);
  await waitFor(() => expect(document.getElementById('realty-buildings')).not.toBeNull());
}

function renderFirst(object: TObjectFull, preview = false, show?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ObjectView
            object={object}
            links={links}
            preview={preview}
            show={show}
            actions={<button type="button">В избранное</button>}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('[realty] the object page', () => {
  it('[realty] counts units on sale in the cards’ words, and shows the cards’ «Акция» badge', async () => {
    await renderView(objectFixture({ relevantCount: 2, saleCount: 4, flatsCount: 7 }));
    // The units on sale, not the filter's: «4 квартиры из 7», as a card says «В продаже 4 квартиры из 7».
    expect(screen.getByTestId('on-sale')).toHaveTextContent(/^4 квартиры из 7$/);
    expect(screen.getByText('Акция')).toHaveAttribute('data-kind', 'action');
  });

  it('[realty] shows what the complex has, with Russian titles and links', async () => {
    await renderView(objectFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'ЖК Морской' })).toBeInTheDocument();
    expect(screen.getByText('Акция')).toBeInTheDocument();
    expect(screen.getByText('Новый')).toBeInTheDocument();
    expect(screen.getByTestId('price-from')).toHaveTextContent('от 8 000 000 ₽');
    expect(screen.getAllByText('II кв. 2027').length).toBeGreaterThan(0);
    expect(screen.getByText('Бассейн')).toBeInTheDocument();
    expect(screen.getByText('Ипотека')).toBeInTheDocument();
    expect(screen.getByText('45 ₽ за м²')).toBeInTheDocument();
    expect(screen.getByText('ДДУ по 214-ФЗ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть шахматку' })).toHaveAttribute(
      'href',
      '/realty/3/chess/11',
    );
    expect(screen.getByRole('link', { name: /Секция 1/ })).toHaveAttribute('href', '/realty/3/chess/11');
    expect(screen.getByRole('link', { name: '+7(900)111-22-33' })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(screen.getByRole('link', { name: 'a@example.ru' })).toHaveAttribute('href', 'mailto:a@example.ru');
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute(
      'download',
      'Проектная декларация.pdf',
    );
    expect(screen.getByRole('link', { name: 'Все новости (9)' })).toHaveAttribute('href', '/realty/3/news');
    const news = document.getElementById('realty-news')!;
    expect(news.innerHTML).not.toContain('script');
    expect(news).toHaveTextContent('Новость дня');
  });

  it('[realty] shows the commission, the actions and the user’s own offers outside preview', async () => {
    await renderView(objectFixture());
    expect(screen.getByTestId('commission')).toHaveTextContent('3,5% от стоимости');
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    const own = document.getElementById('realty-offers')!;
    expect(within(own).getByRole('link')).toHaveAttribute('href', '/cabinet/offers/77');
    expect(own).toHaveTextContent('Черновик');
  });

  it('[realty] hides the commission, favourite and collection buttons and owner data in preview', async () => {
    await renderView(objectFixture({ isOwner: true }), true);
    expect(screen.queryByTestId('commission')).toBeNull();
    expect(screen.queryByRole('button', { name: 'В избранное' })).toBeNull();
    expect(document.getElementById('realty-offers')).toBeNull();
    expect(screen.queryByText('Открыть в кабинете застройщика')).toBeNull();
    // The builder's sales contacts are the agent's: not even a call button, should the data carry them.
    expect(document.getElementById('realty-contacts')).toBeNull();
    expect(screen.queryByText(/111-22-33/)).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('[realty] shows no commission block when the server sent none', async () => {
    await renderView(objectFixture({ commission: null }));
    expect(screen.queryByTestId('commission')).toBeNull();
  });

  it('[realty] draws the photo, head and price first and the body a frame later', async () => {
    renderFirst(objectFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'ЖК Морской' })).toBeInTheDocument();
    expect(screen.getByTestId('price-from')).toHaveTextContent('от 8 000 000 ₽');
    expect(document.getElementById('realty-buildings')).toBeNull();
    expect(screen.queryByText('Бассейн')).toBeNull();
    expect(await screen.findByText('Бассейн')).toBeInTheDocument();
    expect(document.getElementById('realty-location')).not.toBeNull();
  });

  it('[realty] says «Новый» from the server’s isNew, not from the feature', async () => {
    await renderView(objectFixture({ features: [Feature.new], isNew: false }));
    expect(screen.queryByText('Новый')).toBeNull();
  });

  it('[realty] lists amenities only: no moderation mark, no «Новинка»', async () => {
    await renderView(objectFixture({ features: [Feature.blacklist, Feature.pool, Feature.new] }));
    expect(await screen.findByText('Бассейн')).toBeInTheDocument();
    expect(screen.queryByText('В чёрном списке')).toBeNull();
    expect(screen.queryByText('Новинка')).toBeNull();
  });
});

describe('[realty] the object page’s ?show=', () => {
  const photo = (id: number) => ({
    id,
    s: `/s${id}.webp`,
    m: `/m${id}.webp`,
    l: `/l${id}.webp`,
    xl: `/x${id}.webp`,
  });
  const scrolled: string[] = [];
  // jsdom lays nothing out and has no scrollIntoView: record which element was asked to come into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  afterEach(() => {
    scrolled.length = 0;
  });

  it('[realty] show=photos opens the photos full screen at once', async () => {
    await renderView(objectFixture({ allImages: [photo(1), photo(2)] }), false, 'photos');
    const viewer = screen.getByRole('dialog', { name: 'ЖК Морской' });
    expect(viewer).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Закрыть просмотр' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it('[realty] without show=photos the photos stay in the strip', async () => {
    await renderView(objectFixture({ allImages: [photo(1), photo(2)] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['documents', 'news', 'contacts', 'location', 'buildings', 'offers', 'features'])(
    '[realty] show=%s scrolls to that part of the page',
    (part) => {
      // The body is there in the first commit, so the part exists when the page scrolls to it.
      renderFirst(objectFixture(), false, part);
      expect(document.getElementById(`realty-${part}`)).not.toBeNull();
      expect(scrolled).toEqual([`realty-${part}`]);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('[realty] ignores a show= that names no part (a unit id is the route’s business)', async () => {
    await renderView(objectFixture(), false, 'nowhere');
    await renderView(objectFixture(), false, '8');
    expect(scrolled).toEqual([]);
    expect(screen.queryAllByRole('dialog')).toEqual([]);
  });
});
