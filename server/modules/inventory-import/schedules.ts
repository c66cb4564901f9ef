// Feed schedules of a complex: listed, added (the address refused when private, SSRF) and removed by whoever may
// import into it; another company's schedule is NotFound.
import { and, asc, count, eq } from 'drizzle-orm';
import { IMPORT_LIMITS, PERIOD_MS } from '#shared/inventory-import.ts';
import type { TImportSchedule, TImportScheduleCreate } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { importSchedules, type ImportScheduleRow, type UserRow } from '../../db/schema/index.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import { invalid, notFound } from '../../errors.ts';
import { importableObject } from './access.ts';

export function presentSchedule(row: ImportScheduleRow): TImportSchedule {
  return {
    id: row.id,
    objectId: row.objectId,
    feedUrl: row.feedUrl,
    format: row.format,
    period: row.period,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    nextRunAt: row.nextRunAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSchedules(db: DbOrTx, user: UserRow, objectId: number): Promise<TImportSchedule[]> {
  await importableObject(db, user, objectId);
  const rows = await db
    .select()
    .from(importSchedules)
    .where(eq(importSchedules.objectId, objectId))
    .orderBy(asc(importSchedules.id));
  return rows.map(presentSchedule);
}

export async function createSchedule(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  input: TImportScheduleCreate,
  options: { now: Date; allowPrivate: boolean },
): Promise<TImportSchedule> {
  await importableObject(db, user, objectId);
  await assertPublicUrl(input.feedUrl, options.allowPrivate, 'feedUrl');
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ n: count() })
      .from(importSchedules)
      .where(eq(importSchedules.objectId, objectId));
    if ((taken?.n ?? 0) >= IMPORT_LIMITS.schedules)
      throw invalid('feedUrl', fill(importTexts.errors.scheduleLimit, IMPORT_LIMITS.schedules));
    const [row] = await tx
      .insert(importSchedules)
      .values({
        objectId,
        createdBy: user.id,
        feedUrl: input.feedUrl,
        format: input.format,
        period: input.period,
        // The first run soon: the builder sees the feed work (or fail) without waiting a whole period.
        nextRunAt: new Date(options.now.getTime() + Math.min(PERIOD_MS[input.period], 60_000)),
        createdAt: options.now,
      })
      .returning();
    return presentSchedule(row!);
  });
}

export async function deleteSchedule(db: DbOrTx, user: UserRow, scheduleId: number): Promise<void> {
  const [row] = await db.select().from(importSchedules).where(eq(importSchedules.id, scheduleId));
  if (!row) throw notFound();
  await importableObject(db, user, row.objectId);
  await db
    .delete(importSchedules)
    .where(and(eq(importSchedules.id, scheduleId), eq(importSchedules.objectId, row.objectId)));
}
