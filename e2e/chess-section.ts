// A published building with one section of any size, made through the back-office API as the demo builder would,
// for specs that need a known chessboard (a 30-floor × 12-riser section on a phone, say). It goes into one of the
// builder's published complexes (a new complex would change the feed's counts under specs running beside it), and
// `remove()` deletes the building again.
import { expect, type APIRequestContext } from '@playwright/test';
import { listBackofficeObjects } from '#shared/api/backoffice.ts';
import {
  createPavilion,
  createSection,
  deletePavilion,
  getSection,
  updateCell,
  updatePavilion,
  updateSection,
} from '#shared/api/chess-editor.ts';
import { Api } from './api.ts';

export interface SectionUnit {
  id: number;
  /** Floor from the bottom (1 is the ground floor) and riser from the left (1 is the first). */
  floor: number;
  riser: number;
  number: string;
  status: number;
  area: number;
  price: number;
}

export interface PublishedSection {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  units: SectionUnit[];
  /** Deletes the building with its section. */
  remove(): Promise<void>;
}

export interface SectionOptions {
  floors: number;
  risers: number;
  /** Building name; unique by default, so parallel runs never mix theirs up. */
  name?: string;
  /** Status of each unit (PRODUCT §3: assignment 1, fund 2, reserve 3, sale 4, sold 5); mostly on sale by default. */
  status?: (floor: number, riser: number) => number;
}

const STATUS_CYCLE = [4, 4, 4, 5, 3, 4, 1, 4, 5, 2];
const defaultStatus = (floor: number, riser: number) =>
  STATUS_CYCLE[(floor * 3 + riser) % STATUS_CYCLE.length]!;

/** PUTs at once while the units are filled in: enough to be quick, few enough for the e2e server's two cores. */
const PARALLEL = 8;

/**
 * The builder's oldest published complex: a seeded one, never one another spec has just published (and is about
 * to unpublish again).
 */
async function publishedComplexOf(api: Api, as: string): Promise<number> {
  const { data } = await api.ok(listBackofficeObjects, { query: { page: 1 } }, { as });
  const ids = data.filter((o) => o.published).map((o) => o.id);
  if (ids.length === 0) throw new Error('the builder has no published complex');
  return Math.min(...ids);
}

export async function createPublishedSection(
  request: APIRequestContext,
  builderToken: string,
  options: SectionOptions,
): Promise<PublishedSection> {
  const api = new Api(request);
  const as = { as: builderToken };
  const { floors, risers, status = defaultStatus } = options;
  const objectId = await publishedComplexOf(api, builderToken);
  const pavilion = await api.ok(
    createPavilion,
    {
      params: { id: objectId },
      body: { name: options.name ?? `Корпус ${floors}×${risers} ${Date.now() % 100_000}` },
    },
    as,
  );
  const section = await api.ok(
    createSection,
    { params: { pid: pavilion.id }, body: { name: 'Секция 1', rows: floors, cols: risers } },
    as,
  );
  const grid = await api.ok(getSection, { params: { pid: pavilion.id, sid: section.id } }, as);
  expect(grid.cells).toHaveLength(floors * risers);

  // The grid's first row is the top floor.
  const units: SectionUnit[] = grid.cells.map((cell) => {
    const floor = floors - cell.bbox[0];
    const riser = cell.bbox[1] + 1;
    const area = 30 + ((floor * risers + riser) % 9) * 7.5;
    return {
      id: cell.id,
      floor,
      riser,
      number: String((floor - 1) * risers + riser),
      status: status(floor, riser),
      area,
      price: Math.round(area * (250_000 + floor * 2_000)),
    };
  });
  for (let i = 0; i < units.length; i += PARALLEL) {
    await Promise.all(
      units.slice(i, i + PARALLEL).map((unit) =>
        api.ok(
          updateCell,
          {
            params: { id: unit.id },
            body: {
              status: unit.status,
              number: unit.number,
              area: unit.area,
              price: unit.price,
              cntApart: ((unit.riser - 1) % 4) + 1,
            },
          },
          as,
        ),
      ),
    );
  }
  await api.ok(updateSection, { params: { pid: pavilion.id, sid: section.id }, body: { published: 1 } }, as);
  await api.ok(updatePavilion, { params: { id: objectId, pid: pavilion.id }, body: { published: 1 } }, as);
  return {
    objectId,
    pavilionId: pavilion.id,
    sectionId: section.id,
    units,
    remove: async () => {
      await api.ok(deletePavilion, { params: { id: objectId, pid: pavilion.id } }, as);
    },
  };
}
