// The search field bound to the current filter: it shows what the filter searches for, and a picked suggestion or
// a cleared field becomes the new filter; a picked complex opens its page.
import { applySuggestion, searchText, withoutText } from '../lib/apply-suggestion.ts';
import type { TFilterValues } from '../lib/filter-values.ts';
import { SearchBox } from './search-box.tsx';

export interface FilterSearchBoxProps {
  filter: TFilterValues;
  /** The filter is a preset: a pick then searches the preset's whole market. */
  fromPreset: boolean;
  onApply: (filter: TFilterValues) => void;
  /** A picked complex opens its page: the buyer named the one they want, not a filter of one card. */
  onOpenComplex: (id: number) => void;
  autoFocus?: boolean;
}

export function FilterSearchBox({
  filter,
  fromPreset,
  onApply,
  onOpenComplex,
  autoFocus,
}: FilterSearchBoxProps) {
  return (
    <SearchBox
      value={searchText(filter)}
      autoFocus={autoFocus}
      onPick={(suggestion) =>
        suggestion.kind === 'complex'
          ? onOpenComplex(suggestion.item.id)
          : onApply(applySuggestion(filter, suggestion, { fromPreset }))
      }
      onClear={() => onApply(withoutText(filter))}
    />
  );
}
