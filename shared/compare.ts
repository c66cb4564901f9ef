// What can be compared side by side: resale offers and chessboard units (the numbers of the item kinds), and how
// many at once. Plain, like shared/enums.ts, so the card buttons stay free of Zod.
import { defineEnum, type EnumValue } from './enums.ts';

export const CompareKind = defineEnum({
  offer: [2, 'Объявление'],
  unit: [3, 'Квартира'],
});
export type TCompareKind = EnumValue<typeof CompareKind>;

export const COMPARE_LIMIT = 4;
