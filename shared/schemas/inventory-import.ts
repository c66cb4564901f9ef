// The inventory import's API (shared/api/inventory-import.ts): the dry run's answer, the log, the schedules.
import { z } from 'zod';
import { FEED_FORMATS, IMPORT_SOURCES, IMPORT_STATES, SCHEDULE_PERIODS } from '../inventory-import.ts';
import { importTexts } from '../texts/inventory-import.ts';
import { zBool, zId, zOptional } from './form.ts';

export const ZImportObjectQuery = z.object({ dryRun: zOptional(zBool) });

/** The JSON form of the dry run: a feed to read instead of a file. */
export const ZImportFeedBody = z.object({
  feedUrl: z.string().trim().max(2000).url(importTexts.errors.feedUrl),
  format: z.enum(FEED_FORMATS, { error: importTexts.errors.feedFormat }),
});
export type TImportFeedBody = z.infer<typeof ZImportFeedBody>;

export const ZImportIdParams = z.object({ importId: z.string().uuid() });
export const ZImportScheduleParams = z.object({ id: zId });
export const ZImportsQuery = z.object({ objectId: zId });

const ZUnitFacts = z.object({
  building: z.string(),
  section: z.string(),
  floor: z.number().int().nullable(),
  number: z.string(),
  rooms: z.string().nullable(),
  area: z.number().nullable(),
  price: z.number().int().nullable(),
  status: z.number().int().nullable(),
});

export const ZImportRowPreview = ZUnitFacts.extend({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'remove', 'keep']),
  /** What changes for an update: the old price and status. */
  oldPrice: z.number().int().nullable(),
  oldStatus: z.number().int().nullable(),
});

export const ZImportConflict = z.object({
  row: z.number().int().nullable(),
  cellId: z.number().int(),
  building: z.string(),
  section: z.string(),
  number: z.string(),
  message: z.string(),
});

export const ZImportProblem = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportSectionCounts = z.object({
  building: z.string(),
  section: z.string(),
  isNew: z.boolean(),
  create: z.number().int(),
  update: z.number().int(),
  remove: z.number().int(),
  keep: z.number().int(),
});

export const ZImportCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  remove: z.number().int(),
  keep: z.number().int(),
  conflicts: z.number().int(),
  problems: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

/** The dry run's plans: units that name one, distinct images, and those not stored yet (to download or keep). */
export const ZImportPlansPreview = z.object({
  units: z.number().int(),
  images: z.number().int(),
  toStore: z.number().int(),
});

/** An applied import's plan images: stored, failed (with the log's Russian lines), the rest still loading. */
export const ZImportPlansLog = z.object({
  total: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
  issues: z.array(z.string()),
});

export const ZImportPreview = z.object({
  importId: z.string(),
  objectId: z.number().int(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string().nullable(),
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  remove: z.number().int(),
  keep: z.number().int(),
  sections: z.array(ZImportSectionCounts),
  firstRows: z.array(ZImportRowPreview),
  conflicts: z.array(ZImportConflict),
  problems: z.array(ZImportProblem),
  problemsTotal: z.number().int(),
  plans: ZImportPlansPreview,
  /** Applicable: no problems and something to change. */
  canApply: z.boolean(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportRun = z.object({
  id: z.string(),
  objectId: z.number().int(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string().nullable(),
  feedUrl: z.string().nullable(),
  state: z.enum(IMPORT_STATES),
  scheduled: z.boolean(),
  counts: ZImportCounts,
  error: z.string().nullable(),
  plans: ZImportPlansLog.nullable(),
  by: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type TImportRun = z.infer<typeof ZImportRun>;
export const ZImportRuns = z.object({ data: z.array(ZImportRun) });
export const ZImportApplied = z.object({ run: ZImportRun });

export const ZImportScheduleCreate = ZImportFeedBody.extend({
  period: z.enum(SCHEDULE_PERIODS, { error: importTexts.errors.period }),
});
export type TImportScheduleCreate = z.infer<typeof ZImportScheduleCreate>;

export const ZImportSchedule = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  feedUrl: z.string(),
  format: z.enum(FEED_FORMATS),
  period: z.enum(SCHEDULE_PERIODS),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TImportSchedule = z.infer<typeof ZImportSchedule>;
export const ZImportSchedules = z.object({ data: z.array(ZImportSchedule) });
export const ZImportScheduleCreated = z.object({ schedule: ZImportSchedule });
