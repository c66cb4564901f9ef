import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout, Market } from '#shared/enums.ts';
import { mockFetch, type FetchMock, callTo } from '#app/test/fetch-mock.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import FilterPanel from './filter-panel.tsx';
import type { TFilterValues } from '../lib/filter-values.ts';
import * as searchApi from '#shared/api/search.ts';
import * as partnersApi from '#shared/api/partners.ts';
import * as referenceApi from '#shared/api/reference.ts';

let fetch: FetchMock;
let unbind: () => void;

const regions = {
  regions: [
    {
      id: 1,
      name: 'Краснодарский край',
      subregions: [
        { id: 10, name: 'Центральный', parentId: null },
        { id: 11, name: 'Адлерский', parentId: null },
        { id: 20, name: 'Центр', parentId: 10 },
      ],
    },
  ],
};
const partners = {
  '1': { id: 1, name: 'Альфа Девелопмент', site: null, logo: null, builderId: 5 },
};

/** What the server would count: 12 complexes, 3 studios among them; a reversed price range is a 422. */
function count(body: TFilterValues) {
  const priceFrom = Number(body.priceFrom ?? 0);
  const priceTo = body.priceTo === undefined ? Infinity : Number(body.priceTo);
  if (priceFrom > priceTo) {
    return { status: 422, body: { message: 'Проверьте', errors: { priceTo: ['«До» меньше, чем «от»'] } } };
  }
  // An area of 1000 m² or more: nothing; exactly 777: the server is down.
  if (Number(body.areaFrom) === 777) return { status: 503, body: { message: 'Сервис недоступен' } };
  if (Number(body.areaFrom) >= 1000) return { body: { count: 0 } };
  const studios = Array.isArray(body.cntApart) && body.cntApart.includes(Layout.studio);
  return { body: { count: studios ? 3 : 12 } };
}

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch()
    .on(referenceApi.listRegions, { body: regions })
    .on(partnersApi.listPartners, { body: partners })
    .on(searchApi.countSearch, (request) => count(request.body as TFilterValues));
  unbind = bindNavigator({ navigate: vi.fn(), pathname: () => '/feed', isGuarded: () => true });
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
});

function renderPanel(value: TFilterValues = { market: Market.primary }) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <FilterPanel open onClose={onClose} value={value} onApply={onApply} />
    </QueryClientProvider>,
  );
  return { onApply, onClose, show: () => screen.getByTestId('filter-show') };
}

const countCalls = () => fetch.calls.filter(callTo(searchApi.countSearch));

describe('[filter] panel', { timeout: 20_000 }, () => {
  it('counts the filter live and shows the Russian plural on the button', async () => {
    const { show } = renderPanel();
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объектов'));
    await userEvent.click(screen.getByRole('button', { name: 'Студия' }));
    expect(screen.getByRole('button', { name: 'Студия' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(show()).toHaveTextContent('Показать 3 объекта'));
    expect(countCalls().at(-1)!.body).toEqual({ market: 1, cntApart: [1] });
  });

  it('asks once for a burst of changes (debounced)', async () => {
    const { show } = renderPanel();
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объектов'));
    const before = countCalls().length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Площадь, м² от'), '12345');
    await waitFor(() => expect(countCalls().length).toBe(before + 1));
    expect(countCalls().at(-1)!.body).toMatchObject({ areaFrom: 12345 });
  });

  it('shows the server’s 422 under the field and refuses to apply until it is fixed', async () => {
    const user = userEvent.setup();
    const { show, onApply } = renderPanel();
    await user.type(screen.getByLabelText('Цена, ₽ от'), '500');
    await user.type(screen.getByLabelText('Цена, ₽ до'), '100');
    await waitFor(() => expect(show()).toHaveTextContent('Исправьте значения фильтра'));
    expect(show()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('«До» меньше, чем «от»');
    await user.clear(screen.getByLabelText('Цена, ₽ до'));
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объектов'));
    await user.click(show());
    expect(onApply).toHaveBeenCalledWith({ market: 1, priceFrom: 500 });
  });

  it('reads «Ничего не найдено» at zero and will not apply an empty result', async () => {
    const user = userEvent.setup();
    const { show, onApply } = renderPanel();
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объектов'));
    await user.type(screen.getByLabelText('Площадь, м² от'), '1000');
    await waitFor(() => expect(show()).toHaveTextContent(/^Ничего не найдено$/));
    expect(show()).toBeDisabled();
    await user.click(show());
    expect(onApply).not.toHaveBeenCalled();
    // Relaxing the filter brings the count, and the button, back.
    await user.clear(screen.getByLabelText('Площадь, м² от'));
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объектов'));
    expect(show()).toBeEnabled();
    // The secondary market counts «объявления», with the same zero.
    await user.click(
      within(screen.getByRole('group', { name: 'Рынок' })).getByRole('button', { name: 'Вторичка' }),
    );
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объявлений'));
  });

  it('still applies with «Показать» when the count cannot be had', async () => {
    const user = userEvent.setup();
    const { show, onApply } = renderPanel();
    await user.type(screen.getByLabelText('Площадь, м² от'), '777');
    // Two more tries (the app's retry for a 5xx), then the plain button.
    await waitFor(() => expect(show()).toHaveTextContent(/^Показать$/), { timeout: 10_000 });
    expect(show()).toBeEnabled();
    await user.click(show());
    expect(onApply).toHaveBeenCalledWith({ market: 1, areaFrom: 777 });
  });

  it('covers the filter’s fields with their Russian titles and applies a clean filter', async () => {
    const user = userEvent.setup();
    const { show, onApply, onClose } = renderPanel({ market: Market.primary, isAction: true });
    for (const title of [
      'Районы',
      'Цена, ₽',
      'Цена за м², ₽',
      'Площадь, м²',
      'Планировка',
      'Класс',
      'Тип объекта',
      'Тип дома',
      'Отделка',
      'Срок сдачи',
      'Сдан',
      'Этаж',
      'Инфраструктура',
      'Способы оплаты',
      'Парковка',
      'Территория',
      'Материал стен',
      'До моря, не дальше, м',
      'Потолки от, м',
    ]) {
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Только акции' })).toBeChecked();
    expect(await screen.findByLabelText('Застройщик')).toBeInTheDocument();
    expect(screen.getByLabelText('Сортировка')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Центральный' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Класс' })).getByRole('button', { name: 'Бизнес' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Сдан' })).getByRole('button', { name: 'Строится' }),
    );
    await user.click(screen.getByRole('button', { name: /Показать все \(20\)/ }));
    // A moderation mark and a badge are not amenities a buyer picks.
    expect(screen.queryByRole('checkbox', { name: 'В чёрном списке' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Новинка' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Бассейн' }));
    await user.click(screen.getByRole('checkbox', { name: 'Только акции' }));
    await user.selectOptions(screen.getByLabelText('Не раньше'), 'I кв. 2027');
    await user.selectOptions(screen.getByLabelText('Сортировка'), 'Сначала дешевле');
    await waitFor(() => expect(show()).toHaveTextContent(/^Показать 12 объектов$/));
    await user.click(show());
    expect(onApply).toHaveBeenCalledWith({
      market: 1,
      subregions: [10],
      class: [3],
      isFinished: false,
      features: [9],
      dateBuildFrom: '2027-1',
      sort: 'priceUp',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('groups «Платёж в месяц до» and the prices by thousands as they are typed and applies whole roubles', async () => {
    const user = userEvent.setup();
    const { show, onApply } = renderPanel();
    const monthly = screen.getByLabelText('Платёж в месяц до, ₽');
    await user.type(monthly, '45000');
    expect(monthly).toHaveValue('45 000');
    // A point is not taken: a monthly payment is whole roubles.
    await user.type(monthly, ',');
    expect(monthly).toHaveValue('45 000');
    // A digit typed in the middle stays where it was typed, the caret after it.
    (monthly as HTMLInputElement).setSelectionRange(2, 2);
    await user.keyboard('1');
    expect(monthly).toHaveValue('451 000');
    expect((monthly as HTMLInputElement).selectionStart).toBe(3);
    const priceFrom = screen.getByLabelText('Цена, ₽ от');
    await user.type(priceFrom, '6500000');
    expect(priceFrom).toHaveValue('6 500 000');
    await waitFor(() => expect(show()).toHaveTextContent(/^Показать 12 объектов$/));
    await user.click(show());
    expect(onApply).toHaveBeenCalledWith({ market: 1, monthlyPayment: 451000, priceFrom: 6500000 });
  });

  it('resets to the market alone', async () => {
    const user = userEvent.setup();
    const { onApply, show } = renderPanel({ market: Market.secondary, cntApart: [Layout.one], priceTo: 9e6 });
    expect(screen.getByLabelText('Цена, ₽ до')).toHaveValue('9 000 000');
    await user.click(screen.getByTestId('filter-reset'));
    expect(screen.getByLabelText('Цена, ₽ до')).toHaveValue('');
    await waitFor(() => expect(show()).toHaveTextContent('Показать 12 объявлений'));
    await user.click(show());
    expect(onApply).toHaveBeenCalledWith({ market: 2 });
  });
});
