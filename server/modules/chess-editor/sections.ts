// Sections of a building: create with a full grid, update (name, deadline, finished, publishing), delete.
import { and, eq, sql } from 'drizzle-orm';
import type { TSectionCreate, TSectionPatch } from '#shared/schemas/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { atVersion, nextVersion, refuseStale } from '../../core/versions.ts';
import { sections, type SectionRow, type UserRow } from '../../db/schema/index.ts';
import { recordNew } from '../price-history/record.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { ownedPavilion, ownedSection } from './access.ts';
import { insertSection } from './insert-section.ts';
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
    const { section, units } = await insertSection(tx, {
      pavilionId,
      objectId: pavilion.objectId,
      name: input.name,
      rowsCount: input.rows,
      colsCount: input.cols,
      dateBuild: input.dateBuild ?? pavilion.dateBuild,
      isFinished: input.isFinished,
    });
    const created = units.map((u) => u.id);
    await recordNew(tx, 'cell', created, { cause: 'structure', byUserId: user.id });
    await refreshObjectStats(tx, pavilion.objectId);
    return section;
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
