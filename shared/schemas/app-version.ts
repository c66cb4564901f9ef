// The mobile wrapper's version check (PRODUCT §7) and the admin's broadcasts on the public channel.
import { z } from 'zod';
import { zId, zOptional, zRequiredText, zText } from './form.ts';
import { workflowTexts } from '../texts/workflows.ts';

/** GET /api/app/version: the newest published version; the wrapper compares version.code with its own. */
export const ZAppVersion = z.object({
  package: z.string(),
  version: z.object({ code: z.number().int(), name: z.string() }),
  /** Where the new build is downloaded, when published with one. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type TAppVersion = z.infer<typeof ZAppVersion>;

/** POST /api/app/version (admin). */
export const ZAppVersionPublish = z.object({
  package: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i, workflowTexts.appVersion.packageInvalid)
    .max(200),
  code: zId,
  name: zRequiredText(50),
  url: zOptional(z.url().max(500)),
});
export type TAppVersionPublish = z.infer<typeof ZAppVersionPublish>;

/** POST /api/app/message (admin): a toast in every open app. */
export const ZAppMessage = z.object({ text: zRequiredText(500) });
export const ZAppMessageSent = z.object({ ok: z.literal(true) });
export const ZAppVersionQuery = z.object({ package: zOptional(zText(200)) });
