// The noun for a unit by its kind (shared/unit-kind.ts): a parking place is never «кв.».
import type { TUnitKind } from '../unit-kind.ts';

export const unitTexts = {
  /** «Квартира», as a title. */
  noun: { flat: 'Квартира', parking: 'Машино-место', premises: 'Помещение' },
  /** Before the number inside a sentence: «кв. 15», «машино-место М-5». */
  inline: { flat: 'кв.', parking: 'машино-место', premises: 'помещение' },
  /** After «Бронь»: «бронь кв. 15», «бронь машино-места М-5». */
  genitive: { flat: 'кв.', parking: 'машино-места', premises: 'помещения' },
  /** After «на»: «заявка на кв. 15», «на машино-место М-5». */
  accusative: { flat: 'кв.', parking: 'машино-место', premises: 'помещение' },
  /** Before the number at the start of a line: «Кв. 15». */
  lead: { flat: 'Кв.', parking: 'Машино-место', premises: 'Помещение' },
} as const satisfies Record<string, Record<TUnitKind, string>>;

const bare = {
  inline: { flat: 'квартира', parking: 'машино-место', premises: 'помещение' },
  genitive: { flat: 'квартиры', parking: 'машино-места', premises: 'помещения' },
  accusative: { flat: 'квартиру', parking: 'машино-место', premises: 'помещение' },
  lead: unitTexts.noun,
} as const satisfies Record<string, Record<TUnitKind, string>>;

export type TUnitForm = keyof typeof bare;

/** A sentence that starts with the unit's noun: the feminine ending follows «Квартира», the neuter the others. */
export const aboutUnit = (feminine: string, neuter: string): Record<TUnitKind, string> => ({
  flat: `${unitTexts.noun.flat} ${feminine}`,
  parking: `${unitTexts.noun.parking} ${neuter}`,
  premises: `${unitTexts.noun.premises} ${neuter}`,
});

/** «кв. 15», «машино-места М-5» (by the case); the bare noun when the unit has no number. */
export function unitLabel(
  kind: TUnitKind,
  number: string | null | undefined,
  form: TUnitForm = 'inline',
): string {
  if (number == null || number === '') return bare[form][kind];
  return `${unitTexts[form][kind]} ${number}`;
}

/** A unit card's title: «Квартира № 15», «Машино-место № М-5»; the bare noun without a number. */
export function unitTitle(kind: TUnitKind, number: string | null | undefined): string {
  return number == null || number === '' ? unitTexts.noun[kind] : `${unitTexts.noun[kind]} № ${number}`;
}
