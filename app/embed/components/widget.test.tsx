/** @jsxImportSource preact */
// The widget as a buyer uses it, with the API answered by a fake fetch: the count follows the filter, a unit's card
// opens, the request form checks itself and sends, the server's 422 lands on its field; a missing complex reads
// «Объект недоступен».
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CellStatus, Layout, RowType } from '#shared/enums.ts';
import type { TEmbedObject } from '#shared/schemas/embed.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { Widget } from './widget.tsx';
import * as embedApi from '#shared/api/embed.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

const OBJECT: TEmbedObject = {
  id: 7,
  title: 'ЖК «Бриз»',
  address: 'Сочи, ул. Морская, 1',
  pavilions: [
    {
      id: 1,
      name: 'Корпус 1',
      sections: [
        {
          id: 10,
          name: 'Секция 1',
          free: [
            [Layout.studio, 5_000_000],
            [Layout.two, 9_000_000],
            [Layout.two, 12_000_000],
          ],
        },
        { id: 11, name: 'Секция 2', free: [[Layout.two, 8_000_000]] },
      ],
    },
  ],
};

const cell = (id: number, col: number, cntApart: number, price: number, status: number = CellStatus.sale) =>
  ({
    id,
    bbox: [0, col, 1, col + 1],
    disabled: false,
    data: {
      status,
      number: String(id),
      area: 40 + id,
      price,
      squarePrice: 200_000,
      cntApart,
      interior: null,
      isAction: false,
      plan: null,
      relevant: true,
      floor: 2,
    },
    offers: [],
    booking: null,
  }) as unknown as TChessViewCell;

const VIEW = {
  id: 10,
  name: 'Секция 1',
  published: true,
  rowsCount: 1,
  colsCount: 4,
  rows: [{ id: 1, bbox: [0, 0, 1, 4], disabled: false, type: RowType.live, name: '2', plan: null }],
  cols: [0, 1, 2, 3].map((c) => ({
    id: 100 + c,
    bbox: [0, c, 1, c + 1],
    disabled: false,
    name: String(c + 1),
  })),
  cells: [
    cell(1, 0, Layout.studio, 5_000_000),
    cell(2, 1, Layout.two, 9_000_000),
    cell(3, 2, Layout.two, 12_000_000),
    cell(4, 3, Layout.three, 15_000_000, CellStatus.sold),
  ],
  objectId: 7,
  bookingEnabled: false,
  bookingHoldHours: 72,
  pavilionId: 1,
  pavilionName: 'Корпус 1',
  dateBuild: null,
  isFinished: false,
  relevantCount: 3,
} as unknown as TChessView;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let container: HTMLElement;
let posted: unknown[];
let answer: () => Response;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  posted = [];
  answer = () => json(201, { sent: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return answer();
      }
      if (url === pathOf(embedApi.getEmbedObject, { id: 7 })) return json(200, OBJECT);
      if (url === pathOf(embedApi.getEmbedSection, { id: 7, sectionId: 10 })) return json(200, VIEW);
      return json(404, { type: 'NotFound', message: 'Объект недоступен' });
    }),
  );
});
afterEach(() => {
  render(null, container);
  container.remove();
  vi.unstubAllGlobals();
});
// Preact runs effects after paint with a 100 ms timer beside requestAnimationFrame: let the last ones fire while the
// page's globals are still there (they once fired after the environment was torn down: cancelAnimationFrame gone).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));

/** Preact renders on the next tick: each step waits for it. */
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
const type = (element: HTMLElement, value: string) =>
  act(() => void fireEvent.input(element, { target: { value } }));

const show = async (id = 7) => {
  await act(() => render(<Widget objectId={id} />, container));
};

describe('[embed] the widget', () => {
  it('[embed] explains the floor letters the section shows', async () => {
    const rows = [
      { id: 2, bbox: [1, 0, 2, 4], disabled: false, type: RowType.ground, name: '', plan: null },
      ...VIEW.rows,
    ];
    vi.mocked(fetch).mockImplementation(async (url) =>
      url === pathOf(embedApi.getEmbedObject, { id: 7 })
        ? json(200, OBJECT)
        : url === pathOf(embedApi.getEmbedSection, { id: 7, sectionId: 10 })
          ? json(200, { ...VIEW, rowsCount: 2, rows })
          : json(404, { type: 'NotFound', message: 'Объект недоступен' }),
    );
    await show();
    await screen.findByTestId('embed-floor-letter');
    expect(screen.getAllByTestId('embed-floor-letter').map((li) => li.textContent)).toEqual([
      'ЦЦокольный этаж',
    ]);
  });

  it('[embed] counts the free units of the complex, and those matching the filter', async () => {
    await show();
    expect(await screen.findByTestId('embed-count')).toHaveTextContent('Свободно 4 квартиры');
    await click(screen.getByRole('button', { name: '2к' }));
    expect(screen.getByTestId('embed-count')).toHaveTextContent('Подходит 3 из 4 квартир');
    await type(screen.getByLabelText('Цена, млн ₽ до'), '9,5');
    expect(screen.getByTestId('embed-count')).toHaveTextContent('Подходит 2 из 4 квартир');
    // Section tabs count under the filter too.
    expect(screen.getByRole('button', { name: /Секция 2/ })).toHaveTextContent('1 своб.');
    await waitFor(() => expect(screen.getAllByTestId('embed-unit')).toHaveLength(4));
    const states = screen.getAllByTestId('embed-unit').map((u) => u.dataset.state);
    expect(states).toEqual(['free', 'match', 'free', 'taken']);
  });

  it('[embed] opens a unit’s card and sends a request with the phone as typed', async () => {
    await show();
    const unit = await screen.findByRole('button', { name: /Квартира № 2,/ });
    await click(unit);
    const card = screen.getByTestId('embed-card');
    expect(card).toHaveTextContent('Квартира № 2');
    expect(card).toHaveTextContent('2 этаж');
    expect(card).toHaveTextContent('9 000 000 ₽');
    await click(within(card).getByRole('button', { name: 'Оставить заявку' }));
    await click(within(card).getByRole('button', { name: 'Отправить заявку' }));
    expect(within(card).getByText('Укажите имя')).toBeInTheDocument();
    expect(within(card).getByText('Введите номер телефона полностью: +7(900)000-00-00')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(
      within(card).getByRole('link', { name: 'Политика обработки персональных данных' }),
    ).toHaveAttribute('href', '/privacy');
    await type(within(card).getByLabelText('Ваше имя'), 'Ольга');
    await type(within(card).getByLabelText('Телефон'), '89187654321');
    expect(within(card).getByLabelText('Телефон')).toHaveValue('+7(918)765-43-21');
    // The consent is an explicit box: unticked, the form refuses beside it and moves the focus there.
    const consent = within(card).getByRole('checkbox', {
      name: 'Я даю согласие на обработку персональных данных',
    });
    expect(consent).not.toBeChecked();
    await click(within(card).getByRole('button', { name: 'Отправить заявку' }));
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Отметьте согласие на обработку персональных данных');
    expect(posted).toEqual([]);
    await click(consent);
    expect(within(card).queryByText('Отметьте согласие на обработку персональных данных')).toBeNull();
    await click(within(card).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(card).findByText('Заявка отправлена')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        cellId: 2,
        name: 'Ольга',
        phone: '+7(918)765-43-21',
        comment: '',
        website: '',
        consentVersion: '2026-12-01',
      },
    ]);
  });

  it('[embed] lays the server’s 422 on its field and says when to try again after 429', async () => {
    await show();
    await click(await screen.findByRole('button', { name: /Квартира № 1,/ }));
    const card = screen.getByTestId('embed-card');
    await click(within(card).getByRole('button', { name: 'Оставить заявку' }));
    await type(within(card).getByLabelText('Ваше имя'), 'Ольга');
    await type(within(card).getByLabelText('Телефон'), '9187654321');
    await click(within(card).getByRole('checkbox', { name: /согласие на обработку/ }));
    answer = () => json(422, { message: 'Проверьте', errors: { name: ['Слишком длинное имя'] } });
    await click(within(card).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(card).findByText('Слишком длинное имя')).toBeInTheDocument();
    answer = () => json(429, { type: 'ThrottleLimit', message: 'Слишком много', seconds: 120 });
    await click(within(card).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Слишком много заявок. Попробуйте через 120 сек.',
    );
  });

  it('[embed] a sold unit’s card offers no request', async () => {
    await show();
    await click(await screen.findByRole('button', { name: /Квартира № 4,/ }));
    const card = screen.getByTestId('embed-card');
    expect(card).toHaveTextContent('Не продаётся · Продано');
    expect(within(card).queryByRole('button', { name: 'Оставить заявку' })).toBeNull();
  });

  it('[embed] a complex it cannot show reads «Объект недоступен»', async () => {
    await show(8);
    expect(await screen.findByTestId('embed-unavailable')).toHaveTextContent('Объект недоступен');
  });
});
