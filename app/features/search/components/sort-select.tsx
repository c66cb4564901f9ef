// The order of results (SearchSort), a compact native select for the list's toolbar.
import { searchSortTitles, searchSortValues, type TSearchSort } from '#shared/filter-presets.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { ChevronDownIcon } from '#app/components/ui/icons.tsx';
import styles from './sort-select.module.css';

export function SortSelect({
  value,
  onChange,
}: {
  value: TSearchSort | undefined;
  onChange: (sort: TSearchSort | undefined) => void;
}) {
  return (
    <label className={styles.sort}>
      <span className={styles.label}>{searchTexts.sort.title}</span>
      <select
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as TSearchSort | undefined)}
      >
        <option value="">{searchTexts.sort.default}</option>
        {searchSortValues.map((sort) => (
          <option key={sort} value={sort}>
            {searchSortTitles[sort]}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </label>
  );
}
