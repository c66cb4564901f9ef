// The chessboard and the object page through the cache after writes to a complex's structure: a section's whole
// structure saved from the editor, a building published and unpublished, and a unit sold as a snapshot's
// anonymous preview sees it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus, RowType } from '#shared/enums.ts';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { cells } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { applied } from '../../test/worlds/chess-editor.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../../test/worlds/bookings.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as chessApi from '#shared/api/chess.ts';

const t = useTestApp();
let w: BookingWorld;

beforeAll(async () => {
  w = await buildBookingWorld(t);
});

async function board(who: Person | null, body: object = {}): Promise<TChessView> {
  const res = await t.call(
    chessApi.getChessSection,
    { params: { id: w.objectId, sectionId: w.sectionId }, body },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TChessView;
}

async function page(who: Person): Promise<TObjectFull> {
  const res = await t.call(realtyApi.getObject, { params: { id: w.objectId }, body: {} }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TObjectFull;
}

const unit = (view: TChessView, number: string) => view.cells.find((c) => c.id === w.unit[number])!;
const sectionOf = (full: TObjectFull) =>
  full.pavilions.flatMap((p) => p.sections).find((s) => s.id === w.sectionId);

/** A unit's price changed behind the routes' back: only a cached board still shows the old one. */
const repriceBehindTheBack = (number: string, price: number) =>
  t.db.update(cells).set({ price }).where(eq(cells.id, w.unit[number]!));

describe('[cache] structure writes', () => {
  it('a section’s structure saved in the editor shows on the board and the object page', async () => {
    const before = await board(w.buyer);
    const rows = sectionOf(await page(w.buyer))!.rowsCount;
    const price = unit(before, '1').data.price;
    await repriceBehindTheBack('1', 6_100_000);
    expect(unit(await board(w.buyer), '1').data.price).toBe(price);

    const section = (
      await t.call(chessEditorApi.getSection, { params: { pid: w.pavilionId, sid: w.sectionId } }, w.builder)
    ).json() as TBackofficeSection;
    const top = section.rows[0]!;
    const grown = applied(
      insertRows(fromApiSection(section), {
        anchor: `row-${top.id}`,
        position: 'above',
        type: RowType.live,
        names: ['3'],
      }),
    );
    const saved = await t.callRaw(
      chessEditorApi.updateSection,
      { params: { pid: w.pavilionId, sid: w.sectionId }, body: toSavePayload(grown) },
      w.builder,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await board(w.buyer);
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(unit(after, '1').data.price).toBe(6_100_000);
    expect(sectionOf(await page(w.buyer))!.rowsCount).toBe(rows + 1);
  });

  it('unpublishing the only building takes the board and the page down; publishing it brings them back', async () => {
    await board(w.buyer);
    expect(sectionOf(await page(w.buyer))).toBeDefined();

    const off = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: w.objectId, pid: w.pavilionId }, body: { published: false } },
      w.builder,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (
        await t.call(
          chessApi.getChessSection,
          { params: { id: w.objectId, sectionId: w.sectionId }, body: {} },
          w.buyer,
        )
      ).statusCode,
    ).toBe(404);
    // No published building left: the complex itself is no longer public.
    expect(
      (await t.call(realtyApi.getObject, { params: { id: w.objectId }, body: {} }, w.buyer)).statusCode,
    ).toBe(404);

    const on = await t.call(
      chessEditorApi.updatePavilion,
      { params: { id: w.objectId, pid: w.pavilionId }, body: { published: true } },
      w.builder,
    );
    expect(on.statusCode, on.body).toBe(200);
    await board(w.buyer);
    expect(sectionOf(await page(w.buyer))).toBeDefined();
  });

  it('a snapshot’s anonymous preview of the board sees a unit the builder sold', async () => {
    const made = await t.call(snapshotApi.createSnapshot, { body: { objectIds: [w.objectId] } }, w.agent);
    expect(made.statusCode, made.body).toBe(200);
    const preview = { snapshot: (made.json() as { id: string }).id };
    expect(unit(await board(null, preview), '2').data.status).toBe(CellStatus.sale);
    await repriceBehindTheBack('2', 6_200_000);
    expect(unit(await board(null, preview), '2').data.price).not.toBe(6_200_000);

    const sold = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: w.unit['2'] },
        body: {
          status: CellStatus.sold,
        },
      },
      w.builder,
    );
    expect(sold.statusCode, sold.body).toBe(200);
    const after = unit(await board(null, preview), '2');
    expect(after.data.status).toBe(CellStatus.sold);
    expect(after.data.price).toBe(6_200_000);
  });
});
