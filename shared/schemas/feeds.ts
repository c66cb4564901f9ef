// Portal feed settings of the back-office (docs/feeds.md): the builder's feed links and each complex's portal ids.
import { z } from 'zod';
import { feedsTexts } from '../texts/feeds.ts';
import { zNullable } from './form.ts';

const ZFeedUrls = z.object({ yandex: z.string(), cian: z.string(), avito: z.string() });

export const ZFeedObject = z.object({
  id: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  /** Units a buyer may see on sale now: what every feed carries for this complex. */
  units: z.number().int(),
  yandexBuildingId: z.string().nullable(),
  cianJkId: z.string().nullable(),
  avitoDevelopmentId: z.string().nullable(),
});
export type TFeedObject = z.infer<typeof ZFeedObject>;

export const ZFeedSettings = z.object({
  token: z.string(),
  urls: ZFeedUrls,
  objects: z.array(ZFeedObject),
});
export type TFeedSettings = z.infer<typeof ZFeedSettings>;

/** A portal's catalogue id: digits only (Yandex, Cian and Avito number their complexes), up to 20 of them. */
const portalId = zNullable(
  z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, feedsTexts.errors.digits),
);

export const ZFeedIdsUpdate = z.object({
  yandexBuildingId: portalId,
  cianJkId: portalId,
  avitoDevelopmentId: portalId,
});
export type TFeedIdsUpdate = z.input<typeof ZFeedIdsUpdate>;
