// The buildings of a complex with their sections, for the editor's #flats tab (the chessboards are slice B's).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, pavilions, sections } from '../../db/schema/index.ts';
import { CellStatus } from '#shared/enums.ts';

export async function loadPavilionSummaries(db: DbOrTx, objectId: number): Promise<TPavilionSummary[]> {
  const buildings = await db
    .select()
    .from(pavilions)
    .where(eq(pavilions.objectId, objectId))
    .orderBy(asc(pavilions.sort), asc(pavilions.id));
  if (buildings.length === 0) return [];
  const sectionRows = await db
    .select({
      section: sections,
      flatsCount: sql<number>`(count(${cells.id}) filter (where not ${cells.disabled}))::int`,
      saleCount: sql<number>`(count(${cells.id}) filter (where not ${cells.disabled} and ${cells.status} in (${CellStatus.sale}, ${CellStatus.assignment})))::int`,
    })
    .from(sections)
    .leftJoin(cells, eq(cells.sectionId, sections.id))
    .where(
      inArray(
        sections.pavilionId,
        buildings.map((b) => b.id),
      ),
    )
    .groupBy(sections.id)
    .orderBy(asc(sections.sort), asc(sections.id));
  return buildings.map((b) => {
    const own = sectionRows
      .filter((s) => s.section.pavilionId === b.id)
      .map(({ section: s, flatsCount, saleCount }) => ({
        id: s.id,
        name: s.name,
        published: s.published,
        rowsCount: s.rowsCount,
        colsCount: s.colsCount,
        flatsCount,
        saleCount,
        dateBuild: s.dateBuild,
        isFinished: s.isFinished,
      }));
    return {
      id: b.id,
      name: b.name,
      published: b.published,
      dateBuild: b.dateBuild,
      isAction: b.isAction,
      isFinished: b.isFinished,
      flatsCount: own.reduce((sum, s) => sum + s.flatsCount, 0),
      sections: own,
    };
  });
}
