import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Feature, OfferStatus, Structure } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { ObjectView } from './object-view.tsx';

function objectFixture(overrides: Partial<TObjectFull> = {}): TObjectFull {
  return {
    id: 3,
    isOffer: false,
    isFavorite: false,
    published: true,
    title: 'ЖК Морской',
    type: Structure.apart,
    image: null,
    images: [],
    price: 8_000_000,
    priceTo: 60_000_000,
    area: 25,
    areaTo: 120,
    squarePrice: 300_000,
    address: 'г. Сочи, ул. Морская, 1',
    region: { id: 1, name: 'Краснодарский край' },
    subregion: { id: 2, name: 'Светлана', parent: { id: 1, name: 'Хостинский' } },
    latitude: null,
    longitude: null,
    dateBuild: '2027-05-01',
    isFinished: false,
    isAction: true,
    relevantCount: 4,
    flatsCount: 7,
    cntApart: [1, 2],
    houseClass: 3,
    features: [Feature.pool, Feature.new],
    builders: [{ id: 1, name: 'СтройЮг' }],
    commission: { percent: 3.5, text: 'После регистрации ДДУ' },
    description: 'Дом у моря.\nВторой абзац.',
    site: 'https://example.ru',
    characteristics: {
      type: 1,
      class: 3,
      material: 1,
      territory: null,
      houseRoad: null,
      parking: [1],
      ceilingHeight: 3.1,
      distanceSea: 800,
    },
    communications: { electricity: 1, gas: null, sewage: null, water: null, heating: null },
    checkout: {
      checkout: null,
      agreement: 8,
      payments: [3, 4],
      roomTypes: [1],
      contractTotal: null,
      installmentConditions: null,
      docsSurchargePrice: 25_000,
      serviceCost: 45,
      gasSurchargePrice: null,
      trashSurchargePrice: null,
      communicationsSurchargePrice: null,
      balconySurchargePrice: null,
    },
    contacts: [
      {
        id: 1,
        position: 'Отдел продаж',
        name: 'Анна',
        phone: '+79001112233',
        phone2: null,
        email: 'a@example.ru',
        email2: null,
      },
    ],
    documents: [
      {
        id: 1,
        name: 'Проектная декларация.pdf',
        url: '/files/d.pdf',
        ext: 'pdf',
        size: 200_000,
        created: '2026-01-01T00:00:00Z',
      },
    ],
    news: [{ id: 1, text: '<p>Новость <script>x</script>дня</p>', created: '2026-04-01T10:00:00Z' }],
    newsCount: 9,
    pavilions: [
      {
        id: 5,
        name: 'Корпус 1',
        published: true,
        dateBuild: '2027-05-01',
        isAction: false,
        isFinished: false,
        flatsCount: 7,
        sections: [
          {
            id: 11,
            name: 'Секция 1',
            published: true,
            rowsCount: 3,
            colsCount: 3,
            flatsCount: 7,
            saleCount: 4,
            dateBuild: null,
            isFinished: false,
          },
        ],
      },
    ],
    allImages: [],
    offers: [{ id: 77, status: OfferStatus.draft, price: 19_500_000, area: 60, cellId: 8 }],
    isOwner: false,
    shownCell: null,
    ...overrides,
  };
}

const links = {
  chess: (sectionId?: number) => `/realty/3/chess${sectionId ? `/${sectionId}` : ''}`,
  news: '/realty/3/news',
  editOffer: (id: number) => `/cabinet/offers/${id}`,
};

function renderView(object: TObjectFull, preview = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ObjectView
            object={object}
            links={links}
            preview={preview}
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
  it('[realty] shows what the complex has, with Russian titles and links', () => {
    renderView(objectFixture());
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

  it('[realty] shows the commission, the actions and the user’s own offers outside preview', () => {
    renderView(objectFixture());
    expect(screen.getByTestId('commission')).toHaveTextContent('3,5% от стоимости');
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    const own = document.getElementById('realty-offers')!;
    expect(within(own).getByRole('link')).toHaveAttribute('href', '/cabinet/offers/77');
    expect(own).toHaveTextContent('Черновик');
  });

  it('[realty] hides the commission, favourite and collection buttons and owner data in preview', () => {
    renderView(objectFixture({ isOwner: true }), true);
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

  it('[realty] shows no commission block when the server sent none', () => {
    renderView(objectFixture({ commission: null }));
    expect(screen.queryByTestId('commission')).toBeNull();
  });
});
