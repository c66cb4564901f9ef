// GET /api/embed/{id}: the complex's buildings and published sections with each section's free units (layout and
// price), so the widget counts «Свободно 42 квартиры» for any filter without loading every grid.
import { and, desc, eq, inArray, not } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { TEmbedFreeUnit, TEmbedObject } from '#shared/schemas/embed.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, progressReports, type ObjectRow } from '../../db/schema/index.ts';
import { loadPavilions } from '../realty/load-pavilions.ts';

export async function loadEmbedObject(db: DbOrTx, object: ObjectRow): Promise<TEmbedObject> {
  const [pavilions, freeRows, reports] = await Promise.all([
    loadPavilions(db, object.id, false),
    db
      .select({ sectionId: cells.sectionId, cntApart: cells.cntApart, price: cells.price })
      .from(cells)
      .where(
        and(
          eq(cells.objectId, object.id),
          not(cells.disabled),
          inArray(cells.status, [CellStatus.sale, CellStatus.assignment]),
        ),
      )
      .orderBy(cells.sectionId, cells.id),
    db
      .select({
        pavilionId: progressReports.pavilionId,
        percent: progressReports.percent,
        month: progressReports.month,
      })
      .from(progressReports)
      .where(eq(progressReports.objectId, object.id))
      .orderBy(desc(progressReports.month)),
  ]);
  // Newest month first: the first row of a building is its latest report.
  const readiness = new Map<number, { percent: number; month: string }>();
  for (const r of reports) if (!readiness.has(r.pavilionId)) readiness.set(r.pavilionId, r);
  const freeBySection = new Map<number, TEmbedFreeUnit[]>();
  for (const row of freeRows) {
    const list = freeBySection.get(row.sectionId) ?? [];
    list.push([row.cntApart, row.price]);
    freeBySection.set(row.sectionId, list);
  }
  return {
    id: object.id,
    title: object.title,
    address: object.address,
    pavilions: pavilions.map((pavilion) => ({
      id: pavilion.id,
      name: pavilion.name,
      readiness: readiness.get(pavilion.id) ?? null,
      sections: pavilion.sections.map((section) => ({
        id: section.id,
        name: section.name,
        free: freeBySection.get(section.id) ?? [],
      })),
    })),
  };
}
