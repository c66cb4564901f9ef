// The search filter: one schema for the feed, search, count, map cluster and saved filters. Documented in docs/filter.md.
import { z } from 'zod';
import { zEnum } from './enum.ts';
import {
  Feature,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Market,
  Material,
  Parking,
  Payment,
  Structure,
  Territory,
} from '../enums.ts';
import { zBool, zId, zList, zNumber, zOptional } from './form.ts';

/** Result order. */
export const SearchSort = {
  priceUp: 'priceUp',
  priceDown: 'priceDown',
  squarePriceUp: 'squarePriceUp',
  squarePriceDown: 'squarePriceDown',
  newest: 'newest',
  deadline: 'deadline',
} as const;
export type TSearchSort = (typeof SearchSort)[keyof typeof SearchSort];
export const searchSortTitles: Record<TSearchSort, string> = {
  priceUp: 'Сначала дешевле',
  priceDown: 'Сначала дороже',
  squarePriceUp: 'Цена за м² по возрастанию',
  squarePriceDown: 'Цена за м² по убыванию',
  newest: 'Сначала новые',
  deadline: 'По сроку сдачи',
};
const sortValues = Object.values(SearchSort) as [TSearchSort, ...TSearchSort[]];

const amount = zOptional(zNumber.pipe(z.number().min(0, 'Не меньше 0')));

/** A quarter as YYYY-Q, e.g. 2027-2. */
const quarter = z.string().regex(/^\d{4}-[1-4]$/, 'Квартал в формате ГГГГ-К');

const latLng = z.tuple([
  zNumber.pipe(z.number().min(-90).max(90)),
  zNumber.pipe(z.number().min(-180).max(180)),
]);

export const ZSearchFilter = z
  .object({
    /** 1 primary (complexes), 2 secondary (resale offers). */
    market: zOptional(zEnum(Market)),
    /** Free text: complex, builder, district or address. */
    title: zOptional(z.string().trim().max(100)),
    /** Picked from autocomplete. */
    objectId: zOptional(zId),
    builderId: zOptional(zId),
    regionId: zOptional(zId),
    subregions: zList(zId).optional(),
    priceFrom: amount,
    priceTo: amount,
    squarePriceFrom: amount,
    squarePriceTo: amount,
    areaFrom: amount,
    areaTo: amount,
    cntApart: zList(zEnum(Layout)).optional(),
    class: zList(zEnum(HouseClass)).optional(),
    /** Characteristics type: apartment or cottage. */
    type: zList(zEnum(HouseType)).optional(),
    structure: zOptional(zEnum(Structure)),
    interior: zList(zEnum(Interior)).optional(),
    /** Deadline range by quarter, inclusive. */
    dateBuildFrom: zOptional(quarter),
    dateBuildTo: zOptional(quarter),
    isFinished: zOptional(zBool),
    isAction: zOptional(zBool),
    /** Complexes added in the last 90 days or marked new. */
    isNew: zOptional(zBool),
    features: zList(zEnum(Feature)).optional(),
    payments: zList(zEnum(Payment)).optional(),
    parking: zList(zEnum(Parking)).optional(),
    territory: zList(zEnum(Territory)).optional(),
    material: zList(zEnum(Material)).optional(),
    /** Metres to the sea, at most. */
    distanceSeaTo: amount,
    ceilingHeightFrom: amount,
    floorFrom: zOptional(zNumber),
    floorTo: zOptional(zNumber),
    sort: zOptional(z.enum(sortValues)),
    /** Map: [[south, west], [north, east]]. */
    bounds: zOptional(z.tuple([latLng, latLng])),
  })
  .superRefine((f, ctx) => {
    const pairs = [
      ['priceFrom', 'priceTo'],
      ['squarePriceFrom', 'squarePriceTo'],
      ['areaFrom', 'areaTo'],
      ['floorFrom', 'floorTo'],
    ] as const;
    for (const [from, to] of pairs) {
      const a = f[from];
      const b = f[to];
      if (a != null && b != null && a > b)
        ctx.addIssue({ code: 'custom', path: [to], message: '«До» меньше, чем «от»' });
    }
    if (f.dateBuildFrom && f.dateBuildTo && f.dateBuildFrom > f.dateBuildTo) {
      ctx.addIssue({ code: 'custom', path: ['dateBuildTo'], message: '«До» раньше, чем «от»' });
    }
    if (f.bounds && (f.bounds[0][0] > f.bounds[1][0] || f.bounds[0][1] > f.bounds[1][1])) {
      ctx.addIssue({ code: 'custom', path: ['bounds'], message: 'Неверные границы карты' });
    }
  });
export type TSearchFilter = z.infer<typeof ZSearchFilter>;
/** What the client holds before parsing (the form it sends). */
export type TSearchFilterInput = z.input<typeof ZSearchFilter>;

/** A built-in filter (SPEC §9): it carries the preset flag; saved filters carry an id instead. */
export interface TFilterPreset {
  key: 'all' | 'action' | 'new' | 'cottages' | 'secondary';
  title: string;
  group: 'Первичка' | 'Вторичка';
  preset: true;
  filter: TSearchFilterInput;
}

export const FILTER_PRESETS: readonly TFilterPreset[] = [
  { key: 'all', title: 'Все', group: 'Первичка', preset: true, filter: { market: Market.primary } },
  {
    key: 'action',
    title: 'Акции',
    group: 'Первичка',
    preset: true,
    filter: { market: Market.primary, isAction: true },
  },
  {
    key: 'new',
    title: 'Новые',
    group: 'Первичка',
    preset: true,
    filter: { market: Market.primary, isNew: true },
  },
  {
    key: 'cottages',
    title: 'Коттеджи',
    group: 'Первичка',
    preset: true,
    filter: { market: Market.primary, structure: Structure.cottage },
  },
  {
    key: 'secondary',
    title: 'Вторичка',
    group: 'Вторичка',
    preset: true,
    filter: { market: Market.secondary },
  },
];

/** SPEC §9: the default preset is 'Акции'. */
export const DEFAULT_PRESET_KEY: TFilterPreset['key'] = 'action';
