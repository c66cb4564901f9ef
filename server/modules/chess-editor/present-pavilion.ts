// Buildings and sections as lists show them (ZPavilionSummary, ZSectionSummary), with their unit counts.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { TBackofficePavilion, TSectionSummary, TSectionsPage } from '#shared/schemas/chess-editor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, pavilions, sections, type PavilionRow, type UserRow } from '../../db/schema/index.ts';
import { ownedPavilion } from './access.ts';

/** The sections of the given buildings, each list in its saved order. */
export async function sectionSummaries(
  db: DbOrTx,
  pavilionIds: readonly number[],
): Promise<Map<number, TSectionSummary[]>> {
  const byPavilion = new Map<number, TSectionSummary[]>(pavilionIds.map((id) => [id, []]));
  if (pavilionIds.length === 0) return byPavilion;
  const list = await db
    .select({
      id: sections.id,
      pavilionId: sections.pavilionId,
      name: sections.name,
      published: sections.published,
      rowsCount: sections.rowsCount,
      colsCount: sections.colsCount,
      dateBuild: sections.dateBuild,
      isFinished: sections.isFinished,
      flatsCount: sql<number>`(count(${cells.id}) filter (where not ${cells.disabled}))::int`,
      saleCount: sql<number>`(count(${cells.id}) filter (where not ${cells.disabled}
        and ${cells.status} in (${CellStatus.sale}, ${CellStatus.assignment})))::int`,
    })
    .from(sections)
    .leftJoin(cells, eq(cells.sectionId, sections.id))
    .where(inArray(sections.pavilionId, [...pavilionIds]))
    .groupBy(sections.id)
    .orderBy(asc(sections.sort), asc(sections.id));
  for (const { pavilionId, ...summary } of list) byPavilion.get(pavilionId)?.push(summary);
  return byPavilion;
}

export function presentPavilion(pavilion: PavilionRow, list: TSectionSummary[]): TBackofficePavilion {
  return {
    id: pavilion.id,
    objectId: pavilion.objectId,
    name: pavilion.name,
    published: pavilion.published,
    dateBuild: pavilion.dateBuild,
    isAction: pavilion.isAction,
    isFinished: pavilion.isFinished,
    flatsCount: list.reduce((sum, s) => sum + s.flatsCount, 0),
    sections: list,
  };
}

export async function loadPavilionSummary(db: DbOrTx, pavilionId: number): Promise<TBackofficePavilion> {
  const [pavilion] = await db.select().from(pavilions).where(eq(pavilions.id, pavilionId));
  const list = await sectionSummaries(db, [pavilionId]);
  return presentPavilion(pavilion!, list.get(pavilionId) ?? []);
}

export async function loadSectionSummary(db: DbOrTx, sectionId: number): Promise<TSectionSummary> {
  const [section] = await db
    .select({ pavilionId: sections.pavilionId })
    .from(sections)
    .where(eq(sections.id, sectionId));
  const list = (await sectionSummaries(db, [section!.pavilionId])).get(section!.pavilionId) ?? [];
  return list.find((s) => s.id === sectionId)!;
}

/** GET pavilions/{pid}/sections: the building page, its complex and its sections. */
export async function loadSectionsPage(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
): Promise<TSectionsPage> {
  const { pavilion, object } = await ownedPavilion(db, user, pavilionId);
  const list = (await sectionSummaries(db, [pavilionId])).get(pavilionId) ?? [];
  const { sections: _sections, ...summary } = presentPavilion(pavilion, list);
  return { object, pavilion: summary, data: list };
}
