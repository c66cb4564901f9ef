// Helpers of the buildings, sections and chessboard API tests: callers by role, JSON and multipart requests,
// a complex with one building and one section drawn by plainGrid.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Role, RowType } from '#shared/enums.ts';
import { fromApiSection } from '#shared/chessboard/convert.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import type { TOpResult } from '#shared/chessboard/result.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import type { TestContext } from '../app.ts';
import { cells, objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid, type GridCellSpec } from '../../db/seed/grid.ts';

import { call, caller, type Caller } from './backoffice.ts';

// JSON calls and multipart forms are the back-office world's.
export { call, caller, multipart as form, useCaller, type Caller } from './backoffice.ts';

export const adminCaller = (t: TestContext) => caller(t, { abilities: [], group: Role.admin });

export const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png', width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

export interface TSectionFixture {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  sectionUrl: string;
}

/** A complex of the owner: one unpublished building with one unpublished section of floors × risers units on sale. */
export async function sectionFixture(
  t: TestContext,
  ownerId: number,
  options: {
    floors?: number;
    risers?: number;
    cell?: (floor: number, riser: number) => Partial<GridCellSpec>;
    published?: boolean;
  } = {},
): Promise<TSectionFixture> {
  const created = await createComplex(t.db, t.storage, {
    object: { title: 'ЖК Ривьера', ownerId, published: false },
    pavilions: [
      {
        name: 'Корпус 1',
        published: options.published ?? false,
        sections: [
          {
            name: 'Секция 1',
            published: options.published ?? false,
            grid: plainGrid({ floors: options.floors ?? 3, risers: options.risers ?? 2, cell: options.cell }),
          },
        ],
      },
    ],
  });
  const pavilionId = created.pavilions[0]!.pavilion.id;
  const sectionId = created.pavilions[0]!.sections[0]!.id;
  return {
    objectId: created.object.id,
    pavilionId,
    sectionId,
    sectionUrl: `/api/backoffice/pavilions/${pavilionId}/sections/${sectionId}`,
  };
}

export async function readSection(t: TestContext, who: Caller, fixture: TSectionFixture) {
  const res = await call(t, who, 'GET', fixture.sectionUrl);
  if (res.statusCode !== 200) throw new Error(`GET section: ${res.statusCode} ${res.body}`);
  return res.json() as TBackofficeSection;
}

/** The cell of a section at a grid unit (row 0 = top floor). */
export const cellAt = (section: TBackofficeSection, row: number, col: number) =>
  section.cells.find((c) => c.bbox[0] <= row && row < c.bbox[2] && c.bbox[1] <= col && col < c.bbox[3])!;

export async function objectFigures(t: TestContext, objectId: number) {
  const [row] = await t.db
    .select({ flatsCount: objects.flatsCount, priceFrom: objects.priceFrom, priceTo: objects.priceTo })
    .from(objects)
    .where(eq(objects.id, objectId));
  return row!;
}

export async function cellRows(t: TestContext, sectionId: number) {
  return t.db.select().from(cells).where(eq(cells.sectionId, sectionId));
}

/** The section a shared-model operation made; a refusal fails the test. */
export function applied(result: TOpResult): TChessSection {
  if (!result.ok) throw new Error(result.reason);
  return result.section;
}

/** The section as the editor models it, with a new living floor «4» above its top one. */
export function withNewTopFloor(section: TBackofficeSection): TChessSection {
  return applied(
    insertRows(fromApiSection(section), {
      anchor: `row-${section.rows[0]!.id}`,
      position: 'above',
      type: RowType.live,
      names: ['4'],
    }),
  );
}
