// The chessboard through the cache: a hit does not load the board, every write that changes a board shows on the
// next read, one complex's edit leaves the others' cached boards alone, and each viewer sees only their own part.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingAction } from '#shared/bookings.ts';
import { CellStatus, OfferStatus, PriceChange } from '#shared/enums.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { objectVersion } from '../../core/cache/names.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { runBookingExpiry } from '../bookings/expire-bookings.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld, type Person, book } from '../../test/worlds/bookings.ts';
import { loadChessView } from './load-chess-view.ts';

import type * as ChessModule from './load-chess-view.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

vi.mock('./load-chess-view.ts', async (original) => {
  const real = await original<typeof ChessModule>();
  return { ...real, loadChessView: vi.fn(real.loadChessView) };
});
const loads = vi.mocked(loadChessView);

const t = useTestApp();
let w: BookingWorld;

beforeAll(async () => {
  w = await buildBookingWorld(t);
});

async function board(who: Person, filter: object = {}): Promise<TChessView> {
  const res = await t.call(
    chessApi.getChessSection,
    { params: { id: w.objectId, sectionId: w.sectionId }, body: filter },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TChessView;
}

const cell = (view: TChessView, number: string) => view.cells.find((c) => c.id === w.unit[number])!;

async function hold(number: string): Promise<number> {
  const res = await book(t, w.agent, {
    cellId: w.unit[number],
    kind: 'booking',
    clientName: 'Иван',
    clientPhone: '+79001234567',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.id as number;
}

const act = (id: number, action: string) =>
  t.callRaw(bookingsApi.actOnBooking, { params: { id }, body: { action } }, w.builder).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
  });

describe('[cache] chessboard', () => {
  it('a second read of a board does not load it again; another filter or class does', async () => {
    await board(w.buyer);
    loads.mockClear();
    await board(w.buyer);
    await board(w.otherAgent);
    expect(loads).toHaveBeenCalledTimes(1);
    await board(w.buyer, { isAction: true });
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('the owner reads afresh, every time', async () => {
    await board(w.builder);
    loads.mockClear();
    await board(w.builder);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a unit’s price set in the cell sheet shows at once; another complex’s counter stays', async () => {
    await board(w.buyer);
    const [other] = await t.app.cache.versions([objectVersion(w.offObjectId)]);
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: w.unit['1'] }, body: { price: 7_777_000 } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cell(await board(w.buyer), '1').data.price).toBe(7_777_000);
    expect(await t.app.cache.versions([objectVersion(w.offObjectId)])).toEqual([other]);
  });

  it('a mass price change shows at once', async () => {
    const before = cell(await board(w.buyer), '2').data.price!;
    const res = await t.call(
      chessEditorApi.massAction,
      {
        params: { id: w.sectionId },
        body: {
          type: PriceChange.percentUp,
          value: 10,
        },
      },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cell(await board(w.buyer), '2').data.price).toBeGreaterThan(before);
  });

  const publishSection = async (published: 0 | 1) =>
    expect(
      (
        await t.call(
          chessEditorApi.updateSection,
          { params: { pid: w.pavilionId, sid: w.sectionId }, body: { published } },
          w.builder,
        )
      ).statusCode,
    ).toBe(200);

  it('unpublishing the section hides it, publishing it again shows it', async () => {
    await board(w.buyer);
    await publishSection(0);
    const hidden = await t.call(
      chessApi.getChessSection,
      { params: { id: w.objectId, sectionId: w.sectionId }, body: {} },
      w.buyer,
    );
    expect(hidden.statusCode).toBe(404);
    await publishSection(1);
    await board(w.buyer);
  });

  it('a hold is the holder’s alone; confirm and release move the unit for everyone', async () => {
    await board(w.otherAgent);
    const id = await hold('3');
    expect(cell(await board(w.agent), '3').booking).toMatchObject({ id, mine: true });
    expect(cell(await board(w.otherAgent), '3').booking).toBeNull();
    await act(id, BookingAction.confirm);
    expect(cell(await board(w.otherAgent), '3').data.status).toBe(CellStatus.reserve);
    await act(id, BookingAction.release);
    expect(cell(await board(w.otherAgent), '3').data.status).toBe(CellStatus.sale);
  });

  it('a hold that runs out by the job frees the unit on the cached board', async () => {
    const id = await hold('4');
    await act(id, BookingAction.confirm);
    expect(cell(await board(w.otherAgent), '4').data.status).toBe(CellStatus.reserve);
    const later = new Date(t.clock.now().getTime() + 200 * 3_600_000);
    const run = await runBookingExpiry({ db: t.db, realtime: t.realtime, now: later, cache: t.app.cache });
    expect(run.expired).toContain(id);
    expect(cell(await board(w.otherAgent), '4').data.status).toBe(CellStatus.sale);
  });

  it('a viewer’s own inactive offer is laid over for them only', async () => {
    const offer = await createOffer(t.db, t.storage, {
      offer: {
        userId: w.buyer.user.id,
        status: OfferStatus.inactive,
        objectId: w.objectId,
        cellId: w.unit['2'],
        price: 9_000_000,
      },
    });
    // Written behind the routes' back: the test moves the complex's counter as a route would.
    await t.app.cache.bump([objectVersion(w.objectId)]);
    await board(w.otherAgent);
    expect(cell(await board(w.buyer), '2').offers.map((o) => o.id)).toEqual([offer.id]);
    expect(cell(await board(w.otherAgent), '2').offers).toEqual([]);
    expect(cell(await board(w.agent), '2').offers).toEqual([]);
  });
});
