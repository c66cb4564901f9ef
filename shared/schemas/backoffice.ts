// The builder back-office (PRODUCT §3, §7): my objects, the object editor and its tabs, the join flow, the geocoder.
// Requests are read in the client's form (PRODUCT §5: booleans 1/0, null ""); a partial update leaves absent keys alone.
import { z } from 'zod';
import { zEnum, ZJoinState } from './enum.ts';
import { AgreementType, ContractTotal, Feature, Parking, Payment, RoomType, Structure } from '../enums.ts';
import { ZBookingSettings } from './bookings.ts';
import {
  COMMUNICATION_CHOICES,
  HOUSE_CHOICES,
  mapChoices,
  type ChoiceTable,
  type ZChoice,
} from './complex-choices.ts';
import { ZFixationSettings } from './fixations.ts';
import { ZDealSettings } from './deals.ts';
import { ZCommissionTermsPatch, ZCommissionTermsSettings } from './commissions.ts';
import { ZImage, ZPaged } from './common.ts';
import { zBool, zId, zInt, zNumber, zOptional, zRequiredName, zRequiredText, zText } from './form.ts';
import {
  ZBuilder,
  ZCharacteristics,
  ZCheckout,
  ZCommunications,
  ZContact,
  ZDocument,
  ZNews,
  ZObjectCommission,
  ZPavilionSummary,
  ZSubregionRef,
} from './object.ts';

/** A field of a partial update: absent stays undefined (no change); "" or null clears it. */
const patch = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/** A list of a partial update: absent is no change, "" an empty list; duplicates are dropped. */
const patchList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : v === '' || v === null ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(item)
      .max(max)
      .transform((list) => [...new Set(list)] as z.output<T>[])
      .optional(),
  );

const amount = (max: number) => zNumber.pipe(z.number().min(0, 'Не меньше 0').max(max, `Не больше ${max}`));
const wholeAmount = (max: number) => zInt.pipe(z.number().min(0, 'Не меньше 0').max(max, `Не больше ${max}`));

export const OBJECT_TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const NEWS_TEXT_MAX = 20_000;

// ─── My objects ───────────────────────────────────────────────────────────────────────────────

/** POST /api/backoffice/objects: the sheet 'Новый объект'. */
export const ZObjectCreate = z.object({
  title: zRequiredName(OBJECT_TITLE_MAX),
  type: zEnum(Structure),
});
export type TObjectCreate = z.input<typeof ZObjectCreate>;

/** A card of GET /api/backoffice/objects?page. */
export const ZBackofficeCard = z.object({
  id: z.number().int(),
  title: z.string(),
  type: zEnum(Structure),
  published: z.boolean(),
  image: ZImage.nullable(),
  address: z.string().nullable(),
  pavilionsCount: z.number().int(),
  flatsCount: z.number().int(),
  saleCount: z.number().int(),
  priceFrom: z.number().nullable(),
  updatedAt: z.string(),
});
export type TBackofficeCard = z.infer<typeof ZBackofficeCard>;

// ─── The object editor ────────────────────────────────────────────────────────────────────────

export const ZBackofficeAddress = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  subregion: ZSubregionRef.nullable(),
});
export type TBackofficeAddress = z.infer<typeof ZBackofficeAddress>;

/** GET /api/backoffice/objects/{id}: everything the editor's tabs show. */
/** What the caller may do to the complex beyond editing it (their company permissions; owners: everything). */
export const ZObjectCan = z.object({
  prices: z.boolean(),
  publish: z.boolean(),
  settings: z.boolean(),
  bookings: z.boolean(),
});
export type TObjectCan = z.infer<typeof ZObjectCan>;

export const ZBackofficeObject = z.object({
  can: ZObjectCan.optional(),
  id: z.number().int(),
  title: z.string(),
  type: zEnum(Structure),
  published: z.boolean(),
  description: z.string().nullable(),
  site: z.string().nullable(),
  /** The percent and its text, and the terms deals take (decision 040): percent or fixed, per-layout overrides. */
  commission: ZObjectCommission.extend(ZCommissionTermsSettings),
  /** Bookings from the chessboard (the deals loop). */
  booking: ZBookingSettings,
  /** Client fixation: accepted at once or by a manager, valid this many days. */
  fixation: ZFixationSettings,
  /** Deals (decision 040): the stage the unit counts as sold from, the days a stage may stand before a reminder. */
  deals: ZDealSettings,
  /** The manager who takes this complex's requests when the company assigns by complex; null: in turn. */
  requestManagerId: z.number().int().nullable(),
  characteristics: ZCharacteristics,
  communications: ZCommunications,
  checkout: ZCheckout,
  address: ZBackofficeAddress,
  features: z.array(zEnum(Feature)),
  images: z.array(ZImage),
  documents: z.array(ZDocument),
  builders: z.array(ZBuilder),
  contacts: z.array(ZContact),
  news: z.array(ZNews),
  pavilions: z.array(ZPavilionSummary),
  flatsCount: z.number().int(),
  updatedAt: z.string(),
  /** Moves on with every change of the complex (decision 018). */
  version: z.number().int(),
});
export type TBackofficeObject = z.infer<typeof ZBackofficeObject>;

const ZSite = z
  .string()
  .trim()
  .max(500, 'Не длиннее 500 символов')
  .transform((site) => (/^https?:\/\//i.test(site) ? site : `https://${site}`))
  .pipe(z.url({ protocol: /^https?$/, message: 'Неверный адрес сайта' }));

/** Each field of `table` as a partial update of its enumeration's value. */
const patchChoices = <T extends ChoiceTable>(table: T) =>
  mapChoices(table, patch) as { [K in keyof T]: ReturnType<typeof patch<ZChoice<T[K]>>> };

export const ZCharacteristicsPatch = z.object({
  ...patchChoices(HOUSE_CHOICES),
  parking: patchList(zEnum(Parking), Parking.ids.length),
  /** Metres. */
  ceilingHeight: patch(zNumber.pipe(z.number().min(1.5, 'Не меньше 1,5 м').max(10, 'Не больше 10 м'))),
  /** Metres to the sea. */
  distanceSea: patch(wholeAmount(100_000)),
});

export const ZCommunicationsPatch = z.object(patchChoices(COMMUNICATION_CHOICES));

const surcharge = () => patch(wholeAmount(1_000_000_000));

export const ZCheckoutPatch = z.object({
  checkout: patch(zText(2000)),
  agreement: patch(zEnum(AgreementType)),
  payments: patchList(zEnum(Payment), Payment.ids.length),
  roomTypes: patchList(zEnum(RoomType), RoomType.ids.length),
  contractTotal: patch(zEnum(ContractTotal)),
  installmentConditions: patch(zText(2000)),
  docsSurchargePrice: surcharge(),
  serviceCost: surcharge(),
  gasSurchargePrice: surcharge(),
  trashSurchargePrice: surcharge(),
  communicationsSurchargePrice: surcharge(),
  balconySurchargePrice: surcharge(),
});

export const ZCommissionPatch = z.object({
  percent: patch(amount(100)),
  text: patch(zText(500)),
  ...ZCommissionTermsPatch,
});

export const ZAddressPatch = z
  .object({
    address: patch(zText(300)),
    latitude: patch(zNumber.pipe(z.number().min(-90).max(90))),
    longitude: patch(zNumber.pipe(z.number().min(-180).max(180))),
    subregion: patch(zId),
  })
  .superRefine((a, ctx) => {
    // A point is both coordinates or neither.
    if (
      a.latitude !== undefined &&
      a.longitude !== undefined &&
      (a.latitude === null) !== (a.longitude === null)
    )
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Укажите обе координаты' });
  });

/** PUT /api/backoffice/objects/{id}: only the keys sent change. */
export const ZObjectUpdate = z.object({
  /** The complex's version the edit was based on (decision 018); absent, not checked. */
  version: zOptional(zInt),
  title: zRequiredName(OBJECT_TITLE_MAX).optional(),
  description: patch(zText(DESCRIPTION_MAX)),
  site: patch(ZSite),
  commission: ZCommissionPatch.optional(),
  booking: ZBookingSettings.partial().optional(),
  fixation: ZFixationSettings.partial().optional(),
  deals: ZDealSettings.partial().optional(),
  /** A member of the complex's company who answers bookings; "" or null: requests go in turn. */
  requestManagerId: patch(zId),
  characteristics: ZCharacteristicsPatch.optional(),
  communications: ZCommunicationsPatch.optional(),
  checkout: ZCheckoutPatch.optional(),
  address: ZAddressPatch.optional(),
});
export type TObjectUpdate = z.output<typeof ZObjectUpdate>;
export type TObjectUpdateInput = z.input<typeof ZObjectUpdate>;

/** A complex of the back-office by id, and the parts of it a route names beside it. */
export const ZBackofficeObjectParams = z.object({ id: zId });
export const ZBackofficeImageParams = ZBackofficeObjectParams.extend({ imageId: zId });
export const ZBackofficeDocumentParams = ZBackofficeObjectParams.extend({ docId: zId });
export const ZBackofficeBuilderParams = ZBackofficeObjectParams.extend({ builderId: zId });
export const ZBackofficeContactParams = ZBackofficeObjectParams.extend({ contactId: zId });
export const ZBackofficeNewsParams = ZBackofficeObjectParams.extend({ newsId: zId });

/** GET /api/backoffice/objects: my complexes, page by page. */
export const ZBackofficeCardsPage = ZPaged(ZBackofficeCard);

/** POST /api/backoffice/objects/{id}: publish or unpublish. */
export const ZPublishRequest = z.object({ published: zBool, version: zOptional(zInt) });

/** PUT …/reorder: every id of the list, in the new order. */
export const ZMediaReorder = z.object({
  order: z
    .array(zId)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'Повторяющиеся элементы'),
});

/** PUT /api/backoffice/objects/{id}/features. */
export const ZFeaturesUpdate = z.object({
  version: zOptional(zInt),
  features: patchList(zEnum(Feature), Feature.ids.length).transform((list) => list ?? []),
});

// ─── Photos, documents, builders, contacts, news ──────────────────────────────────────────────

/** POST /api/backoffice/objects/{id}/images: attach an image uploaded by POST /api/temp_image. */
export const ZAttachImage = z.object({ id: zId });

export const ZBuilderSearch = z.object({
  search: z.string().trim().max(100).optional().default(''),
});
export const ZBuilderCreate = z.object({ name: zRequiredText(200) });
/** GET /api/backoffice/builders: the directory's matches. */
export const ZBuilderList = z.object({ data: z.array(ZBuilder) });
export const ZAttachBuilders = z.object({
  ids: z
    .array(zId)
    .min(1, 'Выберите хотя бы одного застройщика')
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});

export const PHONE_PATTERN = /^\+7\(\d{3}\)\d{3}-\d{2}-\d{2}$/;
const PHONE_INCOMPLETE = 'Введите номер полностью: +7(###)###-##-##';

/** A phone in the mask +7(###)###-##-##, accepted only when complete (PRODUCT §5); 8… and bare digits are masked. */
const ZMaskedPhone = z
  .string()
  .trim()
  .transform((raw) => {
    if (PHONE_PATTERN.test(raw)) return raw;
    const digits = raw.replace(/\D/g, '');
    if (digits.length !== 11 || !/^[78]/.test(digits)) return raw;
    return `+7(${digits.slice(1, 4)})${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
  })
  .pipe(z.string().regex(PHONE_PATTERN, PHONE_INCOMPLETE));

const ZOptionalEmail = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().toLowerCase().max(254).pipe(z.email('Неверный адрес электронной почты')).nullable(),
);

/** POST /api/backoffice/objects/{id}/contacts (PRODUCT §5: position, name and phone required). */
export const ZContactCreate = z.object({
  position: zRequiredText(100),
  name: zRequiredText(100),
  phone: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'Обязательное поле')).pipe(ZMaskedPhone),
  phone2: z.preprocess((v) => (v === '' || v === undefined ? null : v), ZMaskedPhone.nullable()),
  email: ZOptionalEmail,
  email2: ZOptionalEmail,
});
export type TContactCreate = z.input<typeof ZContactCreate>;

/** A date as the date input stores it (21.11.2026) or ISO; absent means now. */
const ZNewsDate = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const ru = raw.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
    const date = ru ? new Date(Date.UTC(Number(ru[3]), Number(ru[2]) - 1, Number(ru[1]), 9)) : new Date(raw);
    const valid =
      !Number.isNaN(date.getTime()) &&
      (!ru || (date.getUTCDate() === Number(ru[1]) && date.getUTCMonth() === Number(ru[2]) - 1));
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: 'Неверная дата' });
      return z.NEVER;
    }
    return date;
  });

/** POST /api/backoffice/objects/{id}/news: HTML, sanitized on the server. */
export const ZNewsCreate = z.object({
  text: zRequiredText(NEWS_TEXT_MAX),
  created: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZNewsDate.optional()),
});

/** PUT /api/backoffice/objects/{id}/news/{newsId}: an edit, or `{ deleted: 1 }` (PRODUCT §7: update serves deletion). */
export const ZNewsUpdate = z.object({
  text: zRequiredText(NEWS_TEXT_MAX).optional(),
  created: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZNewsDate.optional()),
  deleted: zBool.optional(),
});

// ─── Join requests ────────────────────────────────────────────────────────────────────────────

/** POST /api/backoffice/join: a user asks for the cabinet. */
export const ZJoinCreate = z.object({
  company: zRequiredText(200),
  comment: z.preprocess((v) => (v === null ? '' : v), zText(2000).optional().default('')),
});
export type TJoinCreate = z.input<typeof ZJoinCreate>;

export const ZJoinParams = z.object({ id: zId });

/** PUT /api/backoffice/join/{id}: the decision. */
export const ZJoinDecision = z.object({
  state: ZJoinState.refine((s) => s !== 'pending', 'Выберите: одобрить или отклонить'),
});

export const ZJoinRequest = z.object({
  id: z.number().int(),
  state: ZJoinState,
  company: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
});
export type TJoinRequest = z.infer<typeof ZJoinRequest>;

/** GET /api/backoffice/join: for `accept-cabinet-requests` the whole list; for anyone else their own requests. */
export const ZJoinList = z.object({ data: z.array(ZJoinRequest) });

// ─── Geocoder ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/geocoder: coords as [latitude, longitude]. */
export const ZGeocodeRequest = z.object({
  coords: z.tuple([zNumber.pipe(z.number().min(-90).max(90)), zNumber.pipe(z.number().min(-180).max(180))]),
});

export const ZGeocodeResponse = z.object({
  /** The whole address, most general part first: «Россия, Краснодарский край, Сочи, улица Роз, 37». */
  address: z.string(),
  /** The district it lies in, when one of ours matches. */
  subregion: ZSubregionRef.nullable(),
  /** Which provider answered: yandex or offline. */
  provider: z.string(),
});
export type TGeocodeResponse = z.infer<typeof ZGeocodeResponse>;
