import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CellStatus, Layout } from '#shared/enums.ts';
import { mockFetch, refusal } from '#app/test/fetch-mock.ts';
import { PriceDynamics } from './price-dynamics.tsx';
import { historySeries, PriceTrend } from './price-trend.tsx';
import { sparkPath } from './sparkline.tsx';
import * as priceHistoryApi from '#shared/api/price-history.ts';

// jsdom draws no canvas: the lazily loaded uPlot chart stands in as its data.
vi.mock('./price-chart.tsx', () => ({
  default: (props: { xs: number[]; ys: (number | null)[]; marks?: { text: string }[] }) => (
    <div data-testid="price-chart" data-points={props.xs.length}>
      {props.ys.join(' ')} | {(props.marks ?? []).map((m) => m.text).join(', ')}
    </div>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const history = [
  { at: ago(100), price: 10_000_000, squarePrice: 250_000, status: CellStatus.sale },
  { at: ago(60), price: 10_300_000, squarePrice: 257_500, status: CellStatus.sale },
  { at: ago(20), price: 9_580_000, squarePrice: 239_500, status: CellStatus.sale },
  { at: ago(5), price: 9_580_000, squarePrice: 239_500, status: CellStatus.reserve },
];

describe('[price-history] the unit card’s price trend', () => {
  it('[price-history] shows the sparkline with the change since the first record; tapping opens the full chart', async () => {
    mockFetch().on(priceHistoryApi.getCellHistory, { id: 7 }, { body: history });
    withClient(<PriceTrend kind="cell" id={7} />);
    const trend = await screen.findByTestId('price-trend');
    expect(trend.textContent).toBe('\u22124,2\u00a0% за 3 месяца');
    expect(trend).toHaveAttribute('data-trend', 'down');
    await userEvent.click(trend);
    const sheet = await screen.findByRole('dialog', { name: 'История цены' });
    const chart = await within(sheet).findByTestId('price-chart');
    // Four records and the line carried on to today; the reserve marked where it began.
    expect(chart).toHaveAttribute('data-points', '5');
    expect(chart).toHaveTextContent('| Бронь');
    const rows = within(sheet).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/9\s580\s000\s₽.*Бронь/);
    expect(rows[4]).toHaveTextContent(/10\s000\s000\s₽.*250\s000\s₽.*В продаже/);
  });

  it('[price-history] shows nothing with a single price, or when the history cannot be read', async () => {
    mockFetch()
      .on(priceHistoryApi.getOfferHistory, { id: 3 }, { body: history.slice(0, 1) })
      .on(priceHistoryApi.getOfferHistory, { id: 4 }, refusal(404, 'NotFound', 'Нет'));
    const one = withClient(<PriceTrend kind="offer" id={3} />);
    const failed = withClient(<PriceTrend kind="offer" id={4} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(one.container).toBeEmptyDOMElement();
    expect(failed.container).toBeEmptyDOMElement();
  });

  it('[price-history] stays out of a page rendered without a query client', () => {
    const { container } = render(<PriceTrend kind="cell" id={7} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('[price-history] the chart’s series carries the last price to now and marks status changes', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const points = [
      { at: '2026-10-01T07:00:00Z', price: 100, squarePrice: 1, status: CellStatus.sale },
      { at: '2026-11-01T07:00:00Z', price: 90, squarePrice: 1, status: CellStatus.sold },
    ];
    const series = historySeries('cell', points, now);
    expect(series.ys).toEqual([100, 90, 90]);
    expect(series.xs.at(-1)).toBe(now / 1000);
    expect(series.marks).toEqual([{ x: Date.parse('2026-11-01T07:00:00Z') / 1000, text: 'Продано' }]);
    expect(sparkPath(points, Date.parse('2026-12-01T07:00:00Z'))).toBe('M0 2.0 H61.0 V30.0 H120');
  });
});

describe('[price-history] «Динамика цен» on the object page', () => {
  const dynamics = {
    months: ['2026-09', '2026-10', '2026-11'],
    series: [
      { layout: null, values: [200_000, 210_000, 205_000], units: [3, 3, 2] },
      { layout: Layout.studio, values: [150_000, 160_000, 165_000], units: [1, 1, 1] },
      { layout: Layout.two, values: [300_000, null, 310_000], units: [2, 0, 1] },
    ],
  };

  it('[price-history] shows the median ₽/м² of all layouts, and of one chosen with the switch', async () => {
    mockFetch().on(priceHistoryApi.getPriceDynamics, { id: 5 }, { body: dynamics });
    withClient(<PriceDynamics objectId={5} />);
    const section = await screen.findByRole('region', { name: 'Динамика цен' });
    expect(section).toHaveTextContent(/205\s000\s₽\/м²/);
    expect(within(section).getByRole('radio', { name: 'Все' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(section).getByRole('radio', { name: 'Студия' }));
    expect(section).toHaveTextContent(/165\s000\s₽\/м²/);
    expect(await within(section).findByTestId('price-chart')).toHaveTextContent('150000 160000 165000');
  });

  it('[price-history] is hidden while the complex has no prices on record', async () => {
    const fetch = mockFetch().on(
      priceHistoryApi.getPriceDynamics,
      { id: 6 },
      {
        body: { months: dynamics.months, series: [] },
      },
    );
    const { container } = withClient(<PriceDynamics objectId={6} />);
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
