// What picking an autocomplete suggestion (or pressing Enter on typed text) does to the filter.
import type { TSuggestBuilder, TSuggestComplex, TSuggestDistrict } from '#shared/schemas/search.ts';
import { cleanFilter, listOf, type TFilterValues } from './filter-values.ts';

export type Suggestion =
  | { kind: 'complex'; item: TSuggestComplex }
  | { kind: 'builder'; item: TSuggestBuilder }
  | { kind: 'district'; item: TSuggestDistrict }
  | { kind: 'address'; address: string }
  | { kind: 'text'; text: string };

/** The text part of a filter goes; picked ids and their labels go with it. */
export function withoutText(filter: TFilterValues): TFilterValues {
  const labels = { ...(filter.labels as Record<string, string> | undefined) };
  delete labels.objectId;
  delete labels.builderId;
  return cleanFilter({ ...filter, title: undefined, objectId: undefined, builderId: undefined, labels });
}

/**
 * Picks a suggestion into the current filter. On a preset the search spans the preset's whole market: a buyer on
 * the default «Акции» who types a complex's name wants that complex, promoted or not. On their own filter it narrows
 * what they set.
 */
export function applySuggestion(
  filter: TFilterValues,
  suggestion: Suggestion,
  { fromPreset = false }: { fromPreset?: boolean } = {},
): TFilterValues {
  const base = withoutText(fromPreset ? { market: filter.market } : filter);
  const labels = { ...(base.labels as Record<string, string> | undefined) };
  switch (suggestion.kind) {
    case 'complex':
      // A complex is of the primary market.
      return cleanFilter({
        ...base,
        market: 1,
        objectId: suggestion.item.id,
        labels: { ...labels, objectId: suggestion.item.title },
      });
    case 'builder':
      return cleanFilter({
        ...base,
        builderId: suggestion.item.id,
        labels: { ...labels, builderId: suggestion.item.name },
      });
    case 'district': {
      const ids = listOf(base.subregions);
      return cleanFilter({
        ...base,
        subregions: ids.includes(suggestion.item.id) ? ids : [...ids, suggestion.item.id],
      });
    }
    case 'address':
      return cleanFilter({ ...base, title: suggestion.address });
    case 'text':
      return cleanFilter({ ...base, title: suggestion.text.trim() });
  }
}

/** What the search box shows for the current filter. */
export function searchText(filter: TFilterValues): string {
  const labels = (filter.labels as Record<string, string> | undefined) ?? {};
  if (filter.objectId != null && labels.objectId) return labels.objectId;
  if (filter.builderId != null && labels.builderId) return labels.builderId;
  return typeof filter.title === 'string' ? filter.title : '';
}
