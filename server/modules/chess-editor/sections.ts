// Sections of a building: create with a full grid, update (name, deadline, finished, publishing), delete.
import { and, eq, max, sql } from 'drizzle-orm';
import { buildSection } from '#shared/chessboard/convert.ts';
import { floorsOf } from '#shared/chessboard/floors.ts';
import type { TSectionCreate, TSectionPatch } from '#shared/schemas/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { atVersion, nextVersion, refuseStale } from '../../core/versions.ts';
import { cells, cols, rows, sections, type SectionRow, type UserRow } from '../../db/schema/index.ts';
import { recordNew } from '../price-history/record.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { ownedPavilion, ownedSection } from './access.ts';
import { inBatches } from './grid-writes.ts';
import { definedOnly } from './pavilions.ts';
import { refusePublishing, sectionPublishProblems } from './publishing.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { queuePublished } from '../saved-filters/queue-published.ts';
import { refuseBookedUnits } from '../bookings/booked-units.ts';

/**
 * A new section (PRODUCT §3) with its whole grid in one transaction: living floors 1…N from the bottom, risers 1…M,
 * one empty unit per grid unit. It starts unpublished, last in its building.
 */
export async function createSection(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  input: TSectionCreate,
): Promise<SectionRow> {
  return db.transaction(async (tx) => {
    const { pavilion } = await ownedPavilion(tx, user, pavilionId, { lock: true });
    const [last] = await tx
      .select({ sort: max(sections.sort) })
      .from(sections)
      .where(eq(sections.pavilionId, pavilionId));
    const [section] = await tx
      .insert(sections)
      .values({
        pavilionId,
        objectId: pavilion.objectId,
        name: input.name,
        published: false,
        sort: (last?.sort ?? -1) + 1,
        dateBuild: input.dateBuild ?? pavilion.dateBuild,
        isFinished: input.isFinished,
        rowsCount: input.rows,
        colsCount: input.cols,
      })
      .returning();
    const sectionId = section!.id;
    const grid = buildSection({ rowsCount: input.rows, colsCount: input.cols });
    await tx
      .insert(rows)
      .values(grid.rows.map((r) => ({ sectionId, name: r.name, type: r.type, bbox: [...r.bbox] })));
    await tx.insert(cols).values(grid.cols.map((c) => ({ sectionId, name: c.name, bbox: [...c.bbox] })));
    const floors = floorsOf(grid);
    const values = grid.cells.map((c, i) => ({
      sectionId,
      pavilionId,
      objectId: pavilion.objectId,
      bbox: [...c.bbox],
      floor: floors[i] ?? null,
    }));
    const created: number[] = [];
    await inBatches(values, async (batch) => {
      created.push(...(await tx.insert(cells).values(batch).returning({ id: cells.id })).map((c) => c.id));
    });
    await recordNew(tx, 'cell', created, { cause: 'structure', byUserId: user.id });
    await refreshObjectStats(tx, pavilion.objectId);
    return section!;
  });
}

export async function updateSection(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  sectionId: number,
  patch: TSectionPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { section } = await ownedSection(tx, user, sectionId, { pavilionId, lock: true });
    const { version, ...fields } = patch;
    const next = { ...section, ...definedOnly(fields) };
    if (next.published !== section.published)
      await requireObjectPermission(tx, user, section.objectId, 'publish');
    const [saved] = await tx
      .update(sections)
      .set({
        name: next.name,
        published: next.published,
        dateBuild: next.dateBuild,
        isFinished: next.isFinished,
        updatedAt: sql`now()`,
        version: nextVersion(sections),
      })
      .where(and(eq(sections.id, sectionId), atVersion(sections, version)))
      .returning({ id: sections.id });
    refuseStale(saved, versionTexts.stale.section);
    // Checked after the version, in the same transaction: a refusal writes nothing.
    if (patch.published === true && !section.published) {
      refusePublishing(await sectionPublishProblems(tx, next));
    }
    if (next.published !== section.published) await refreshObjectStats(tx, section.objectId);
    if (next.published && !section.published) {
      await queuePublished(tx, { source: 'section', objectId: section.objectId, sectionId });
    }
  });
}

export async function deleteSection(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  sectionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { section } = await ownedSection(tx, user, sectionId, { pavilionId, lock: true });
    await refuseBookedUnits(tx, { sectionId });
    await tx.delete(sections).where(and(eq(sections.id, sectionId), eq(sections.pavilionId, pavilionId)));
    await refreshObjectStats(tx, section.objectId);
  });
}
