// The rules a report keeps against its building's other reports: one per month, not in the future, the months
// going forward (a new report after the latest; an edit stays between its neighbours), and the percent never
// going down from an earlier month's nor above a later month's. Each refusal is a 422 in Russian on its field.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { fill } from '#shared/texts/ru.ts';
import { monthTitle, progressTexts } from '#shared/texts/progress.ts';
import type { TProgressReportInput } from '#shared/schemas/progress.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, progressPhotos, progressReports, type UserRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { moscowDay } from '../../core/moscow-day.ts';

const e = progressTexts.errors;

interface TNeighbour {
  month: string;
  percent: number;
}

/** The reports just before and after `month` among the building's others (the edited one left out). */
async function neighbours(db: DbOrTx, pavilionId: number, month: string, except: number | null) {
  const others = await db
    .select({ id: progressReports.id, month: progressReports.month, percent: progressReports.percent })
    .from(progressReports)
    .where(
      and(
        eq(progressReports.pavilionId, pavilionId),
        except === null ? undefined : ne(progressReports.id, except),
      ),
    )
    .orderBy(progressReports.month);
  const before = others.filter((r) => r.month < month);
  const after = others.filter((r) => r.month > month);
  return { others, prev: before.at(-1) ?? null, next: after[0] ?? null };
}

/**
 * `current`: the edited report's month before the edit (null for a new one). Its neighbours are taken around the
 * old month, so an edit cannot jump over another report.
 */
export async function checkReport(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  input: TProgressReportInput,
  now: Date,
  current: { id: number; month: string } | null,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  const thisMonth = `${moscowDay(now).slice(0, 7)}-01`;

  const { others, prev, next } = current
    ? await neighbours(db, pavilionId, current.month, current.id)
    : await neighbours(db, pavilionId, '9999-12-01', null);
  if (input.month > thisMonth) add('month', e.monthFuture);
  else if (others.some((r) => r.month === input.month))
    add('month', fill(e.monthTaken, monthTitle(input.month)));
  else if (prev && input.month < prev.month) add('month', fill(e.monthBackwards, monthTitle(prev.month)));
  else if (next && input.month > next.month) add('month', fill(e.monthPastNext, monthTitle(next.month)));
  checkPercent(input.percent, prev, next, add);

  await checkPhotos(db, user, input.photos, current?.id ?? null, add);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

function checkPercent(
  percent: number,
  prev: TNeighbour | null,
  next: TNeighbour | null,
  add: (field: string, text: string) => void,
) {
  if (prev && percent < prev.percent) add('percent', fill(e.percentDown, monthTitle(prev.month)));
  else if (next && percent > next.percent) add('percent', fill(e.percentUp, monthTitle(next.month)));
}

/** SQL: the image serves something other than a report (galleries, offers, plans, logos). */
const usedElsewhere = sql`(
  exists (select 1 from object_images u where u.image_id = ${images.id})
  or exists (select 1 from offer_images u where u.image_id = ${images.id})
  or exists (select 1 from rows u where u.plan_image_id = ${images.id})
  or exists (select 1 from cells u where u.plan_image_id = ${images.id})
  or exists (select 1 from partners u where u.logo_image_id = ${images.id})
)`;

/** Each photo is already this report's, or the caller's own upload used nowhere else; none twice. */
async function checkPhotos(
  db: DbOrTx,
  user: UserRow,
  photos: TProgressReportInput['photos'],
  reportId: number | null,
  add: (field: string, text: string) => void,
) {
  const ids = photos.map((p) => p.id);
  if (new Set(ids).size !== ids.length) add('photos', e.photoTwice);
  if (ids.length === 0) return;
  const found = await db
    .select({
      id: images.id,
      uploaderId: images.uploaderId,
      report: sql<number | null>`(select p.report_id from progress_photos p where p.image_id = ${images.id})`,
      elsewhere: sql<boolean>`${usedElsewhere}`,
    })
    .from(images)
    .where(inArray(images.id, ids));
  for (const id of ids) {
    const image = found.find((f) => f.id === id);
    if (image && image.report !== null && image.report === reportId) continue;
    if (!image || (!isAdmin(user) && image.uploaderId !== user.id)) return add('photos', e.photoNotFound);
    if (image.report !== null || image.elsewhere) return add('photos', e.photoInUse);
  }
}

/** Photos of the report to keep, in the order given; returns the image ids it no longer has. */
export async function replacePhotos(
  db: DbOrTx,
  reportId: number,
  photos: TProgressReportInput['photos'],
): Promise<number[]> {
  const before = await db
    .select({ imageId: progressPhotos.imageId })
    .from(progressPhotos)
    .where(eq(progressPhotos.reportId, reportId));
  await db.delete(progressPhotos).where(eq(progressPhotos.reportId, reportId));
  if (photos.length > 0) {
    await db
      .insert(progressPhotos)
      .values(photos.map((p, sort) => ({ reportId, imageId: p.id, caption: p.caption, sort })));
  }
  const kept = new Set(photos.map((p) => p.id));
  return before.map((b) => b.imageId).filter((id) => !kept.has(id));
}
