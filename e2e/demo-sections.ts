// The demo builder's published sections as the API answers them, for specs that need a real chessboard: a section
// with letters on its floors, one of two floors and two risers, a free flat of a complex that takes bookings.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { CellStatus } from '#shared/enums.ts';
import { demoToken } from './demo-login.ts';
import { claimedUnits } from './paths.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as realtyApi from '#shared/api/realty.ts';
import { apiOf } from './api.ts';

export interface DemoSectionView {
  rows: { type: number; disabled: boolean }[];
  cols: { disabled: boolean }[];
  cells: {
    id: number;
    disabled: boolean;
    booking: unknown;
    data: { number: string | null; cntApart: number | null; status: number };
  }[];
}

export interface DemoSection {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  view: DemoSectionView;
  /** The complex's booking settings (the back-office's), when it takes bookings. */
  booking: { enabled: boolean; holdHours: number } | null;
}

/** The chessboard of each section of these buildings that answers `headers`, in order. */
export async function* sectionViews<V = DemoSectionView>(
  request: APIRequestContext,
  objectId: number,
  pavilions: { id: number; sections: { id: number }[] }[],
  headers: Record<string, string>,
): AsyncGenerator<{ pavilionId: number; sectionId: number; view: V }> {
  for (const pavilion of pavilions) {
    for (const section of pavilion.sections) {
      const res = (
        await apiOf(request).call(
          chessApi.getChessSection,
          { params: { id: objectId, sectionId: section.id } },
          { headers },
        )
      ).response;
      if (!res.ok()) continue;
      yield { pavilionId: pavilion.id, sectionId: section.id, view: (await res.json()) as V };
    }
  }
}

/**
 * Calls `visit` with each published section of the demo builder's published complexes, in order, until it answers
 * something; `bookable` keeps only complexes that take bookings.
 */
export async function findDemoSection<T>(
  request: APIRequestContext,
  visit: (section: DemoSection) => T | undefined,
  { bookable = false }: { bookable?: boolean } = {},
): Promise<T | undefined> {
  const headers = authHeaders(await demoToken('builder'));
  const buyer = authHeaders(await demoToken('user'));
  const list = (await apiOf(request).call(backofficeApi.listBackofficeObjects, { query: {} }, { headers }))
    .body;
  for (const card of list.data as { id: number; published: boolean }[]) {
    if (!card.published) continue;
    let booking: DemoSection['booking'] = null;
    if (bookable) {
      const object = (
        await apiOf(request).call(backofficeApi.getBackofficeObject, { params: { id: card.id } }, { headers })
      ).body;
      if (!object.booking?.enabled) continue;
      booking = object.booking;
    }
    // The structure as a buyer sees it: a building or section another spec unpublished is not offered (the
    // builder's own view still lists it, and a booking there is refused).
    const full = (
      await apiOf(request).call(realtyApi.getObject, { params: { id: card.id } }, { headers: buyer })
    ).body;
    if (full.isOffer) continue;
    const pavilions = full.pavilions as { id: number; sections: { id: number }[] }[];
    for await (const { pavilionId, sectionId, view } of sectionViews(request, card.id, pavilions, headers)) {
      const found = visit({ objectId: card.id, pavilionId, sectionId, view, booking });
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The first section whose board has a floor with a letter (П, Ц, М, Д), and those floors' types. */
export async function sectionWithLetters(request: APIRequestContext) {
  const found = await findDemoSection(request, ({ objectId, pavilionId, sectionId, view }) => {
    const letters = view.rows.filter((row) => !row.disabled && row.type !== 3).map((row) => row.type);
    return letters.length > 0 ? { objectId, pavilionId, sectionId, types: new Set(letters) } : undefined;
  });
  if (!found) throw new Error('no demo section has a floor with a letter');
  return found;
}

export interface FreeUnit {
  objectId: number;
  sectionId: number;
  cellId: number;
  number: string;
  holdHours: number;
}

/**
 * A flat on sale with no open booking, in a published complex of the demo builder that takes bookings: one of the
 * first forty or so at random, so specs booking beside each other rarely collide.
 */
export async function freeUnit(request: APIRequestContext): Promise<FreeUnit> {
  const found: FreeUnit[] = [];
  await findDemoSection(
    request,
    ({ objectId, sectionId, view, booking }) => {
      for (const cell of view.cells) {
        // The builder sees every open booking: a unit without one is free for this run.
        const flat = cell.data.number && cell.data.cntApart != null;
        if (cell.disabled || cell.booking || cell.data.status !== CellStatus.sale || !flat) continue;
        found.push({
          objectId,
          sectionId,
          cellId: cell.id,
          number: cell.data.number!,
          holdHours: booking!.holdHours,
        });
      }
      return found.length > 40 ? true : undefined;
    },
    { bookable: true },
  );
  // Another spec of this run may have taken one without booking it yet: the claims file keeps them apart.
  const file = claimedUnits();
  const claimed = new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  const open = found.filter((unit) => !claimed.has(String(unit.cellId)));
  expect(open.length, 'a free unit of a complex taking bookings').toBeGreaterThan(0);
  const unit = open[Math.floor(Math.random() * open.length)]!;
  appendFileSync(file, `${unit.cellId}\n`);
  return unit;
}
