// Adding, changing and deleting a building's monthly report, each in one transaction with the building locked, so
// two editors cannot both take a month or bend the percents. Photos a report lets go are deleted with their files
// after the commit (a report's photo serves nothing else).
import { eq, inArray } from 'drizzle-orm';
import type { TProgressReportInput } from '#shared/schemas/progress.ts';
import { progressTexts } from '#shared/texts/progress.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, progressPhotos, progressReports, type UserRow } from '../../db/schema/index.ts';
import { bumpVersion } from '../../core/versions.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { removeImageFiles } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { buildingOfReport, ownedBuilding, requirePublish } from './access.ts';
import { checkReport, replacePhotos } from './check-report.ts';
import { notifyFollowers } from './notify-followers.ts';

export interface TProgressDeps {
  /** The database, or the transaction an Idempotency-Key's answer is kept in. */
  db: DbOrTx;
  storage: Storage;
  realtime: Realtime;
}

async function dropImages(db: DbOrTx, storage: Storage, ids: number[]): Promise<() => Promise<void>> {
  if (ids.length === 0) return async () => {};
  const removed = await db.delete(images).where(inArray(images.id, ids)).returning();
  return async () => {
    for (const row of removed) await removeImageFiles(storage, row);
  };
}

export async function createReport(
  deps: TProgressDeps,
  user: UserRow,
  pavilionId: number,
  input: TProgressReportInput,
  now: Date,
): Promise<number> {
  const { id, push } = await deps.db.transaction(async (tx) => {
    const building = await ownedBuilding(tx, user, pavilionId, true);
    await requirePublish(tx, user, building);
    await checkReport(tx, user, pavilionId, input, now, null);
    const [report] = await tx
      .insert(progressReports)
      .values({
        pavilionId,
        objectId: building.objectId,
        month: input.month,
        percent: input.percent,
        text: input.text,
        videoUrl: input.videoUrl,
        byUserId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replacePhotos(tx, report!.id, input.photos);
    const push = await notifyFollowers(tx, deps.realtime, building, report!, user.id, now);
    return { id: report!.id, push };
  });
  push();
  return id;
}

export async function updateReport(
  deps: TProgressDeps,
  user: UserRow,
  reportId: number,
  input: TProgressReportInput,
  now: Date,
): Promise<void> {
  const cleanUp = await deps.db.transaction(async (tx) => {
    const building = await ownedBuilding(tx, user, await buildingOfReport(tx, user, reportId), true);
    await requirePublish(tx, user, building);
    const [current] = await tx.select().from(progressReports).where(eq(progressReports.id, reportId));
    await bumpVersion(tx, progressReports, reportId, input.version, progressTexts.errors.stale);
    await checkReport(tx, user, building.id, input, now, { id: reportId, month: current!.month });
    await tx
      .update(progressReports)
      .set({
        month: input.month,
        percent: input.percent,
        text: input.text,
        videoUrl: input.videoUrl,
        updatedAt: now,
      })
      .where(eq(progressReports.id, reportId));
    return dropImages(tx, deps.storage, await replacePhotos(tx, reportId, input.photos));
  });
  await cleanUp();
}

export async function deleteReport(deps: TProgressDeps, user: UserRow, reportId: number): Promise<void> {
  const cleanUp = await deps.db.transaction(async (tx) => {
    const building = await ownedBuilding(tx, user, await buildingOfReport(tx, user, reportId), true);
    await requirePublish(tx, user, building);
    const photos = await tx
      .select({ imageId: progressPhotos.imageId })
      .from(progressPhotos)
      .where(eq(progressPhotos.reportId, reportId));
    await tx.delete(progressReports).where(eq(progressReports.id, reportId));
    return dropImages(
      tx,
      deps.storage,
      photos.map((p) => p.imageId),
    );
  });
  await cleanUp();
}
