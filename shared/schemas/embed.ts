// The chessboard widget's public reads and request, and the back-office list of sites allowed to frame it.
import { z } from 'zod';
import { BOOKING_LIMITS } from '../bookings.ts';
import { zClientPhone } from './bookings.ts';
import { EMBED_LIMITS, normalizeOrigin } from '../embed.ts';
import { Layout } from '../enums.ts';
import { embedTexts } from '../texts/embed.ts';
import { PRIVACY_VERSIONS, privacyTexts } from '../texts/privacy.ts';
import { zEnum } from './enum.ts';
import { zId, zOptional, zPlainText } from './form.ts';

export const ZEmbedParams = z.object({ id: zId });
export const ZEmbedSectionParams = z.object({ id: zId, sectionId: zId });

/** A free unit's facts the filter reads: [layout, price]. */
export const ZEmbedFreeUnit = z.tuple([zEnum(Layout).nullable(), z.number().nullable()]);
export type TEmbedFreeUnit = z.infer<typeof ZEmbedFreeUnit>;

export const ZEmbedSection = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Units on sale, for the counts by filter without loading every section's grid. */
  free: z.array(ZEmbedFreeUnit),
});

export const ZEmbedObject = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  pavilions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sections: z.array(ZEmbedSection),
      /** The building's latest construction report (issue 28): «Готовность 65 %, отчёт за ноябрь». */
      readiness: z.object({ percent: z.number().int(), month: z.string() }).nullable().optional(),
    }),
  ),
});
export type TEmbedObject = z.infer<typeof ZEmbedObject>;

/** A buyer's request from the widget; `website` is the honeypot a person never sees. */
export const ZEmbedRequest = z.object({
  cellId: zId,
  name: zPlainText(BOOKING_LIMITS.clientName, { multiline: false, required: embedTexts.errors.name }),
  phone: zClientPhone,
  comment: zOptional(zPlainText(BOOKING_LIMITS.comment)),
  website: zOptional(z.string().max(500)),
  /**
   * The edition of the personal-data consent the form showed (shared/texts/privacy.ts), recorded with the request.
   * A widget older than the consent sends none and its request goes as before; an unknown edition is refused.
   */
  consentVersion: z
    .custom<string>()
    .optional()
    .refine((v) => v === undefined || (typeof v === 'string' && PRIVACY_VERSIONS.includes(v)), {
      message: privacyTexts.versionMissing,
    }),
});
export type TEmbedRequest = z.input<typeof ZEmbedRequest>;

export const ZEmbedRequestAnswer = z.object({ sent: z.literal(true) });

const s = embedTexts.settings;

/** The sites, each normalised to its origin; a bad one is refused on its line (origins.N). */
export const ZEmbedSettingsUpdate = z.object({
  origins: z
    .array(
      z
        .string()
        .max(EMBED_LIMITS.originLength, s.badOrigin)
        .transform((value, ctx) => {
          const origin = normalizeOrigin(value);
          if (!origin) {
            ctx.addIssue({ code: 'custom', message: s.badOrigin });
            return z.NEVER;
          }
          return origin;
        }),
    )
    .max(EMBED_LIMITS.origins, s.tooMany.replace('{0}', String(EMBED_LIMITS.origins)))
    .superRefine((origins, ctx) => {
      origins.forEach((origin, index) => {
        if (origins.indexOf(origin) !== index)
          ctx.addIssue({ code: 'custom', path: [index], message: s.duplicate });
      });
    }),
});
export type TEmbedSettingsUpdate = z.input<typeof ZEmbedSettingsUpdate>;

export const ZEmbedSettings = z.object({
  origins: z.array(z.string()),
  /** The complex is open to buyers: otherwise the widget shows «Объект недоступен». */
  published: z.boolean(),
});
export type TEmbedSettings = z.infer<typeof ZEmbedSettings>;
