// Construction progress (issue 28): a building's monthly report (one per building and month) with its photos, and
// who follows a complex's construction to hear of a new report.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { objects } from './objects.ts';
import { pavilions } from './chess.ts';
import { images } from './media.ts';
import { users } from './users.ts';
import { cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

export const progressReports = pgTable(
  'progress_reports',
  {
    id: id(),
    pavilionId: cascadeRef(() => pavilions.id),
    objectId: cascadeRef(() => objects.id),
    /** The first day of the month reported on. */
    month: date({ mode: 'string' }).notNull(),
    percent: smallint().notNull(),
    text: text().notNull().default(''),
    videoUrl: text(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.pavilionId, t.month),
    index().on(t.objectId, t.month),
    check('progress_reports_percent', sql`${t.percent} between 0 and 100`),
  ],
);

export const progressPhotos = pgTable(
  'progress_photos',
  {
    reportId: cascadeRef(() => progressReports.id),
    imageId: cascadeRef(() => images.id),
    caption: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.imageId] }), uniqueIndex().on(t.imageId)],
);

/** «Следить за стройкой»: a user follows a complex's construction. */
export const progressFollows = pgTable(
  'progress_follows',
  {
    objectId: cascadeRef(() => objects.id),
    userId: cascadeRef(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.userId] }), index().on(t.userId)],
);

export type ProgressReportRow = typeof progressReports.$inferSelect;
