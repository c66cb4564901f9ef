import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CellStatus, Kind, Layout } from '#shared/enums.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import type { TSnapshotItem, TUnitCard } from '#shared/schemas/collections-live.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { itemChanges } from '#app/test/snapshots.ts';
import { mockFetch, type FetchMock, refusal } from '#app/test/fetch-mock.ts';
import SnapshotPage from './home.tsx';
import * as snapshotApi from '#shared/api/snapshot.ts';

const SNAPSHOT = 'AbCdEfGhIjKlMnOpQrStUv';

const unit = (id: number, over: Partial<TUnitCard> = {}): TUnitCard => ({
  id,
  objectId: 4,
  objectTitle: 'ЖК Морской',
  pavilionName: 'Корпус 1',
  sectionId: 2,
  sectionName: 'Секция 1',
  floor: 5,
  number: String(id),
  cntApart: Layout.two,
  area: 54.2,
  price: 10_300_000,
  squarePrice: 190_037,
  status: CellStatus.sale,
  plan: null,
  published: true,
  ...over,
});
const changes = itemChanges;
const item = (card: TUnitCard, over: Partial<TSnapshotItem> = {}): TSnapshotItem => ({
  kind: Kind.unit,
  id: card.id,
  title: `Квартира № ${card.id}, ЖК Морской`,
  unit: card,
  changes: changes(),
  mark: null,
  comments: [],
  ...over,
});

function snapshot(): TSnapshot {
  return {
    id: SNAPSHOT,
    name: 'Для Ивановых',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    author: { name: 'Екатерина Лебедева', phone: '+79001112233', whatsapp: '+79001112233', telegram: null },
    agency: null,
    isOwner: false,
    visitor: 'ip-0123456789abcdef0123456789abcdef.signature_signature_',
    objects: [],
    items: [
      item(unit(12), { changes: changes({ priceNow: 10_300_000 }) }),
      item(unit(15, { status: CellStatus.sold }), {
        changes: changes({ statusNow: CellStatus.sold, available: false }),
      }),
      // No longer public: told only as it was sent.
      {
        kind: Kind.realty,
        id: 9,
        title: 'ЖК Горный',
        unit: null,
        changes: changes({
          priceNow: null,
          statusWas: null,
          statusNow: null,
          available: false,
          hidden: true,
        }),
        mark: null,
        comments: [],
      },
    ],
  };
}

let api: FetchMock;

prepareAppTests({ pathname: `/${SNAPSHOT}`, guarded: false });

beforeEach(() => {
  api = mockFetch()
    .on(snapshotApi.getSnapshot, { id: SNAPSHOT }, { body: snapshot() })
    .on(snapshotApi.reactToSnapshot, { id: SNAPSHOT }, (request) => {
      const body = request.body as { itemId: number; reaction?: string; comment?: string };
      return {
        body: {
          kind: Kind.unit,
          itemId: body.itemId,
          mark: body.reaction || null,
          comments: body.comment
            ? [{ id: 1, text: body.comment, clientName: 'Ольга', createdAt: '2026-11-21T10:00:00.000Z' }]
            : [],
        },
      };
    });
});

const renderPage = () => renderInApp(<SnapshotPage />, { path: '/:id', at: `/${SNAPSHOT}` });

describe('[collections-live] the client’s page of a sent link', () => {
  it('[collections-live] shows the agent to call or write, what changed, and a sold unit greyed with its reason', async () => {
    renderPage();
    const agent = await screen.findByTestId('agent-contacts');
    expect(within(agent).getByText('Екатерина Лебедева')).toBeVisible();
    expect(within(agent).getByRole('link', { name: /Позвонить$/ })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(within(agent).getByRole('link', { name: /Написать · WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/79001112233',
    );
    expect(within(agent).queryByRole('link', { name: /Telegram/ })).toBeNull();

    const [rising, sold] = screen.getAllByTestId('snapshot-item');
    expect(within(rising!).getByTestId('change-badges')).toHaveTextContent(/Цена выросла на 300\s000\s₽/);
    expect(within(rising!).getByRole('link', { name: 'На шахматке' })).toHaveAttribute(
      'href',
      `/${SNAPSHOT}/4/chess/2?cell=12`,
    );
    expect(sold).toHaveAttribute('data-gone');
    // The sold flat's card names its status itself, once: no badge repeats it.
    expect(within(sold!).getAllByText('Продано')).toHaveLength(1);
    expect(within(sold!).queryByTestId('change-badges')).toBeNull();
    expect(within(sold!).queryByRole('link', { name: 'На шахматке' })).toBeNull();
    const hidden = screen.getAllByTestId('snapshot-item')[2]!;
    expect(hidden).toHaveAttribute('data-gone');
    expect(within(hidden).getByRole('heading', { name: 'ЖК Горный' })).toBeVisible();
    expect(within(hidden).getByText(/^Было 10\s000\s000\s₽$/)).toBeVisible();
    expect(within(hidden).getByTestId('change-badges')).toHaveTextContent('Больше не в продаже');
    // A first read names no visitor; the browser keeps the one the server signed for the next reads.
    expect(api.calls[0]!.headers.get('X-Visitor-Id')).toBeNull();
    expect(localStorage.getItem('snapshotVisitor')).toBe(snapshot().visitor);
  });

  it('[collections-live] marks an item, clears the mark on a second tap, and sends a comment with a name', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('snapshot-item');
    const like = within(first!).getByRole('button', { name: 'Нравится' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    const posted = api.calls.filter((c) => c.method === 'POST');
    expect(posted[0]!.body).toEqual({ kind: Kind.unit, itemId: 12, reaction: 'like' });
    expect(posted[0]!.headers.get('X-Visitor-Id')).toBe(api.calls[0]!.headers.get('X-Visitor-Id'));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    // null goes as "" in the client's form (PRODUCT §5).
    expect(api.calls.filter((c) => c.method === 'POST')[1]!.body).toMatchObject({ reaction: '' });

    await user.click(within(first!).getByRole('button', { name: 'Комментировать' }));
    await user.type(await within(first!).findByLabelText('Комментарий для агента'), 'Есть ли кладовая?');
    await user.type(within(first!).getByLabelText('Ваше имя (необязательно)'), 'Ольга');
    expect(
      within(first!).getByRole('link', { name: 'согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', '/privacy');
    await user.click(within(first!).getByRole('button', { name: 'Отправить' }));
    expect(await within(first!).findByText('Есть ли кладовая?')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')[2]!.body).toEqual({
      kind: Kind.unit,
      itemId: 12,
      comment: 'Есть ли кладовая?',
      clientName: 'Ольга',
      consentVersion: '2026-12-01',
    });
  });

  it('[collections-live] in the owner’s own preview shows a tap and a comment on the page only, sending nothing', async () => {
    const user = userEvent.setup();
    api.on(snapshotApi.getSnapshot, { id: SNAPSHOT }, { body: { ...snapshot(), isOwner: true } });
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(/никуда не отправляются/);
    const [first] = screen.getAllByTestId('snapshot-item');
    const like = within(first!).getByRole('button', { name: 'Нравится' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(first!).getByRole('button', { name: 'Комментировать' }));
    await user.type(await within(first!).findByLabelText('Комментарий для агента'), 'Проверка');
    await user.click(within(first!).getByRole('button', { name: 'Отправить' }));
    expect(await within(first!).findByText('Проверка')).toBeVisible();
    expect(getToasts().at(-1)?.text).toBe('Комментарий виден только вам: это предпросмотр');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('[collections-live] says the link no longer works when the agent revoked it', async () => {
    api.on(
      snapshotApi.getSnapshot,
      { id: SNAPSHOT },
      refusal(404, 'NotFound', 'Ссылка больше не действует', { revoked: true }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ссылка больше не действует' })).toBeVisible();
    // No verb in the past tense that would guess the agent's gender («Агент отозвал»).
    expect(screen.getByText('Эта подборка отозвана. Попросите агента прислать новую ссылку')).toBeVisible();
  });
});
