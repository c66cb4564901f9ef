// Construction progress (issue 28): a building's monthly report as the back-office edits it and the complex page
// shows it, and who follows the construction.
import { z } from 'zod';
import { isAllowedVideoUrl, PROGRESS_LIMITS } from '../progress.ts';
import { progressTexts } from '../texts/progress.ts';
import { ZImage } from './common.ts';
import { zId, zInt, zNullable, zOptional, zText } from './form.ts';
import { zMonth } from './chess-editor.ts';

const e = progressTexts.errors;

export const ZPavilionProgressParams = z.object({ id: zId });
export const ZProgressReportParams = z.object({ id: zId });

export const ZProgressPhotoInput = z.object({
  /** An image uploaded by POST /api/temp_image (or one of this report's own). */
  id: zId,
  caption: zText(PROGRESS_LIMITS.caption).optional().default(''),
});

/** POST pavilions/{id}/progress, PUT progress/{id} (with the version the edit was based on). */
export const ZProgressReportInput = z.object({
  month: zMonth.pipe(z.string({ message: e.monthRequired })),
  percent: zInt.pipe(z.number().min(0, e.percentRange).max(100, e.percentRange)),
  text: z
    .string()
    .trim()
    .max(PROGRESS_LIMITS.text, e.textTooLong)
    .refine((s) => !s.includes('\u0000'), e.textTooLong)
    .optional()
    .default(''),
  videoUrl: zNullable(
    z.string().trim().max(PROGRESS_LIMITS.videoUrl, e.videoHost).refine(isAllowedVideoUrl, e.videoHost),
  )
    .optional()
    .transform((v) => v || null),
  photos: z.array(ZProgressPhotoInput).max(PROGRESS_LIMITS.photos, e.tooManyPhotos).optional().default([]),
  version: zOptional(zInt),
});
export type TProgressReportInput = z.infer<typeof ZProgressReportInput>;

export const ZProgressPhoto = z.object({ image: ZImage, caption: z.string() });
export type TProgressPhoto = z.infer<typeof ZProgressPhoto>;

export const ZProgressReport = z.object({
  id: z.number().int(),
  pavilionId: z.number().int(),
  /** The first day of the month reported on ('2026-11-01'). */
  month: z.string(),
  percent: z.number().int(),
  text: z.string(),
  videoUrl: z.string().nullable(),
  photos: z.array(ZProgressPhoto),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TProgressReport = z.infer<typeof ZProgressReport>;

/** The back-office's «Ход строительства» of one building, newest month first. */
export const ZPavilionProgress = z.object({
  pavilion: z.object({
    id: z.number().int(),
    name: z.string(),
    published: z.boolean(),
    objectId: z.number().int(),
    objectTitle: z.string(),
  }),
  /** The caller may add, edit and delete reports (owner or the `publish` permission). */
  canEdit: z.boolean(),
  reports: z.array(ZProgressReport),
});
export type TPavilionProgress = z.infer<typeof ZPavilionProgress>;

/** A published building's reports on the complex page, newest first. */
export const ZBuildingProgress = z.object({
  pavilionId: z.number().int(),
  name: z.string(),
  reports: z.array(ZProgressReport),
});
export type TBuildingProgress = z.infer<typeof ZBuildingProgress>;

export const ZObjectProgress = z.object({
  buildings: z.array(ZBuildingProgress),
  /** The caller follows the complex's construction (false for a visitor). */
  following: z.boolean(),
});
export type TObjectProgress = z.infer<typeof ZObjectProgress>;

export const ZProgressFollow = z.object({ following: z.boolean() });

/** ProgressReport's notification payload. */
export interface TProgressNotice {
  objectId: number;
  objectTitle: string;
  pavilionId: number;
  building: string;
  reportId: number;
  month: string;
  percent: number;
}
