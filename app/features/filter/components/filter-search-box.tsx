// The search field bound to the current filter: it shows what the filter searches for, and a picked suggestion or
// a cleared field becomes the new filter.
import { applySuggestion, searchText, withoutText } from '../lib/apply-suggestion.ts';
import type { TFilterValues } from '../lib/filter-values.ts';
import { SearchBox } from './search-box.tsx';

export interface FilterSearchBoxProps {
  filter: TFilterValues;
  /** The filter is a preset: a pick then searches the preset's whole market. */
  fromPreset: boolean;
  onApply: (filter: TFilterValues) => void;
  autoFocus?: boolean;
}

export function FilterSearchBox({ filter, fromPreset, onApply, autoFocus }: FilterSearchBoxProps) {
  return (
    <SearchBox
      value={searchText(filter)}
      autoFocus={autoFocus}
      onPick={(suggestion) => onApply(applySuggestion(filter, suggestion, { fromPreset }))}
      onClear={() => onApply(withoutText(filter))}
    />
  );
}
