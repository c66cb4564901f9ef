// A complex's buildings with their sections and unit counts, as the object page lists them.
import { and, asc, eq, sql } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, pavilions, sections } from '../../db/schema/index.ts';

/** drafts: also the unpublished buildings and sections (the owner's and admins' view). */
export async function loadPavilions(
  db: DbOrTx,
  objectId: number,
  drafts: boolean,
): Promise<TPavilionSummary[]> {
  const [pavilionRows, sectionRows, counts] = await Promise.all([
    db
      .select()
      .from(pavilions)
      .where(and(eq(pavilions.objectId, objectId), drafts ? undefined : eq(pavilions.published, true)))
      .orderBy(asc(pavilions.sort), asc(pavilions.id)),
    db
      .select()
      .from(sections)
      .where(and(eq(sections.objectId, objectId), drafts ? undefined : eq(sections.published, true)))
      .orderBy(asc(sections.sort), asc(sections.id)),
    db
      .select({
        sectionId: cells.sectionId,
        flats: sql<number>`(count(*) filter (where not ${cells.disabled}))::int`,
        sale: sql<number>`(count(*) filter (where not ${cells.disabled} and ${cells.status} in (${CellStatus.sale}, ${CellStatus.assignment})))::int`,
      })
      .from(cells)
      .where(eq(cells.objectId, objectId))
      .groupBy(cells.sectionId),
  ]);
  const countOf = new Map(counts.map((c) => [c.sectionId, c]));
  const summaries = pavilionRows.map((p) => {
    const own = sectionRows
      .filter((s) => s.pavilionId === p.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        published: s.published,
        rowsCount: s.rowsCount,
        colsCount: s.colsCount,
        flatsCount: countOf.get(s.id)?.flats ?? 0,
        saleCount: countOf.get(s.id)?.sale ?? 0,
        dateBuild: s.dateBuild,
        isFinished: s.isFinished,
      }));
    return {
      id: p.id,
      name: p.name,
      published: p.published,
      dateBuild: p.dateBuild,
      isAction: p.isAction,
      isFinished: p.isFinished,
      flatsCount: own.reduce((sum, s) => sum + s.flatsCount, 0),
      sections: own,
    };
  });
  // A building with nothing a buyer can open is left out of the buyers' list.
  return drafts ? summaries : summaries.filter((p) => p.sections.length > 0);
}
