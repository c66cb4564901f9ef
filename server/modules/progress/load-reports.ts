// Reports with their photos, newest month first: one query for the reports, one for all their photos.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TProgressReport } from '#shared/schemas/progress.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, progressPhotos, progressReports, type ProgressReportRow } from '../../db/schema/index.ts';
import { presentImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';

export async function presentReports(
  db: DbOrTx,
  storage: Storage,
  rows: readonly ProgressReportRow[],
): Promise<TProgressReport[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select({ reportId: progressPhotos.reportId, caption: progressPhotos.caption, image: images })
    .from(progressPhotos)
    .innerJoin(images, eq(images.id, progressPhotos.imageId))
    .where(
      inArray(
        progressPhotos.reportId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(progressPhotos.reportId), asc(progressPhotos.sort));
  return rows.map((r) => ({
    id: r.id,
    pavilionId: r.pavilionId,
    month: r.month,
    percent: r.percent,
    text: r.text,
    videoUrl: r.videoUrl,
    photos: photos
      .filter((p) => p.reportId === r.id)
      .map((p) => ({ image: presentImage(storage, p.image), caption: p.caption })),
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function loadBuildingReports(
  db: DbOrTx,
  storage: Storage,
  pavilionId: number,
): Promise<TProgressReport[]> {
  const rows = await db
    .select()
    .from(progressReports)
    .where(eq(progressReports.pavilionId, pavilionId))
    .orderBy(desc(progressReports.month));
  return presentReports(db, storage, rows);
}

export async function loadReport(db: DbOrTx, storage: Storage, reportId: number): Promise<TProgressReport> {
  const rows = await db.select().from(progressReports).where(eq(progressReports.id, reportId));
  const [report] = await presentReports(db, storage, rows);
  return report!;
}
