// The built-in filters (PRODUCT §9), the sort options and the shape of the feed's current filter. Plain tables with no
// Zod, so the feed's first screen can use them; shared/schemas/filter.ts re-exports them next to the schema.
import { Market, Structure, type TMarket, type TStructure } from './enums.ts';
import { searchTexts } from './texts/search.ts';
import { stringEnum, type ValueOf } from './string-enum.ts';

/** Result order. */
export const SearchSort = stringEnum(
  'priceUp',
  'priceDown',
  'squarePriceUp',
  'squarePriceDown',
  'newest',
  'deadline',
);
export type TSearchSort = ValueOf<typeof SearchSort>;
export const searchSortValues = Object.values(SearchSort) as [TSearchSort, ...TSearchSort[]];
export const searchSortTitles: Record<TSearchSort, string> = {
  priceUp: searchTexts.sort.priceUp,
  priceDown: searchTexts.sort.priceDown,
  squarePriceUp: searchTexts.sort.squarePriceUp,
  squarePriceDown: searchTexts.sort.squarePriceDown,
  newest: searchTexts.sort.newest,
  deadline: searchTexts.sort.deadline,
};

export type TPresetKey = 'all' | 'action' | 'new' | 'cottages' | 'secondary';

/** The fields a preset sets; every one is a field of ZSearchFilter. */
export interface TPresetFilter {
  market: TMarket;
  isAction?: boolean;
  isNew?: boolean;
  structure?: TStructure;
}

/** A built-in filter (PRODUCT §9): it carries the preset flag; saved filters carry an id instead. */
export interface TFilterPreset {
  key: TPresetKey;
  title: string;
  group: typeof searchTexts.presetGroups.primary | typeof searchTexts.presetGroups.secondary;
  preset: true;
  filter: TPresetFilter;
}

const primary = searchTexts.presetGroups.primary;

export const FILTER_PRESETS: readonly TFilterPreset[] = [
  {
    key: 'all',
    title: searchTexts.presets.all,
    group: primary,
    preset: true,
    filter: { market: Market.primary },
  },
  {
    key: 'action',
    title: searchTexts.presets.action,
    group: primary,
    preset: true,
    filter: { market: Market.primary, isAction: true },
  },
  {
    key: 'new',
    title: searchTexts.presets.new,
    group: primary,
    preset: true,
    filter: { market: Market.primary, isNew: true },
  },
  {
    key: 'cottages',
    title: searchTexts.presets.cottages,
    group: primary,
    preset: true,
    filter: { market: Market.primary, structure: Structure.cottage },
  },
  {
    key: 'secondary',
    title: searchTexts.presets.secondary,
    group: searchTexts.presetGroups.secondary,
    preset: true,
    filter: { market: Market.secondary },
  },
];

/** PRODUCT §9: the default preset is 'Акции'. */
export const DEFAULT_PRESET_KEY: TPresetKey = 'action';

export function findPreset(key: string | null | undefined): TFilterPreset | undefined {
  return FILTER_PRESETS.find((p) => p.key === key);
}

/**
 * The feed's current filter, as localStorage `filters` holds it (PRODUCT §3, §4, §9) and as other screens hand it
 * to the feed (router state `{ filter: TCurrentFilter }`):
 * - a preset: `{ preset: true, key, filter }`;
 * - a saved filter: `{ preset: false, id, name, filter }` (a ZSavedFilter works as it is);
 * - the user's own: `{ preset: false, filter }`.
 * A filter is 'active' when set and not a preset.
 */
export interface TCurrentFilter<F = Record<string, unknown>> {
  preset: boolean;
  key?: TPresetKey;
  id?: number;
  name?: string;
  filter: F;
}

export function isActiveFilter(current: TCurrentFilter<unknown> | null | undefined): boolean {
  return !!current && !current.preset;
}

/** The preset the feed starts with. */
export function defaultFilter(): TCurrentFilter<TPresetFilter> {
  const preset = findPreset(DEFAULT_PRESET_KEY)!;
  return { preset: true, key: preset.key, filter: { ...preset.filter } };
}
