// «Сравнение»: the user's list of offers and units side by side (GET/POST /api/user/compare, DELETE one).
import { z } from 'zod';
import { CompareKind } from '../compare.ts';
import {
  CellStatus,
  HouseClass,
  Interior,
  Layout,
  Material,
  OfferStatus,
  Parking,
  Payment,
} from '../enums.ts';
import { ZImage } from './common.ts';
import { zEnum } from './enum.ts';
import { zId } from './form.ts';

/** POST /api/user/compare {kind, itemId}. */
export const ZCompareAdd = z.object({ kind: zEnum(CompareKind), itemId: zId });
export type TCompareAdd = z.input<typeof ZCompareAdd>;

/** DELETE /api/user/compare/{kind}/{itemId}. */
export const ZCompareParams = ZCompareAdd;

/** One column: the unit or offer with the facts of its complex (a unit's always; an offer's when tied to one). */
export const ZCompareItem = z.object({
  kind: zEnum(CompareKind),
  itemId: z.number().int(),
  /** «2-комн. квартира №45» or the offer's title. */
  title: z.string(),
  /** The complex's title (a loose offer: its address). */
  place: z.string().nullable(),
  objectId: z.number().int().nullable(),
  /** The chessboard the unit sits on (its link opens the unit's card). */
  sectionId: z.number().int().nullable(),
  image: ZImage.nullable(),
  /** Still for sale: a unit on sale or assignment, an active offer. */
  available: z.boolean(),
  status: z.union([zEnum(CellStatus), zEnum(OfferStatus)]),
  price: z.number().nullable(),
  squarePrice: z.number().nullable(),
  area: z.number().nullable(),
  floor: z.number().int().nullable(),
  floors: z.number().int().nullable(),
  layout: zEnum(Layout).nullable(),
  interior: zEnum(Interior).nullable(),
  dateBuild: z.string().nullable(),
  isFinished: z.boolean().nullable(),
  houseClass: zEnum(HouseClass).nullable(),
  material: zEnum(Material).nullable(),
  distanceSea: z.number().int().nullable(),
  parking: z.array(zEnum(Parking)),
  payments: z.array(zEnum(Payment)),
});
export type TCompareItem = z.infer<typeof ZCompareItem>;

export const ZCompareList = z.object({ data: z.array(ZCompareItem), limit: z.number().int() });
export type TCompareList = z.infer<typeof ZCompareList>;
