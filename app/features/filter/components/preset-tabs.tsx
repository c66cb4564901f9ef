// The built-in filters of SPEC §9 as tabs: Первичка (Все, Акции, Новые, Коттеджи) and Вторичка. A saved or own
// filter shows as a chip after them, with a button back to the default.
import { FILTER_PRESETS, type TPresetKey } from '#shared/filter-presets.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import type { TFeedFilter } from '../hooks/use-current-filter.ts';
import styles from './filter.module.css';

const groups = [searchTexts.presetGroups.primary, searchTexts.presetGroups.secondary] as const;

export function PresetTabs({
  current,
  onSelect,
  onReset,
}: {
  current: TFeedFilter;
  onSelect: (key: TPresetKey) => void;
  onReset: () => void;
}) {
  const selected = current.preset ? current.key : null;
  return (
    <div className={styles.presets}>
      {groups.map((group) => (
        <div key={group} className={styles.presetGroup} role="group" aria-label={group}>
          {group === searchTexts.presetGroups.primary && (
            <span className={styles.presetGroupTitle}>{group}</span>
          )}
          {FILTER_PRESETS.filter((p) => p.group === group).map((preset) => (
            <button
              key={preset.key}
              type="button"
              className={styles.presetTab}
              aria-pressed={selected === preset.key}
              onClick={() => onSelect(preset.key)}
            >
              {preset.title}
            </button>
          ))}
        </div>
      ))}
      {!current.preset && (
        <span className={styles.activeFilter}>
          {current.name ? fill(searchTexts.feed.savedFilter, current.name) : searchTexts.feed.customFilter}
          <button
            type="button"
            className={styles.activeFilterReset}
            onClick={onReset}
            aria-label={searchTexts.feed.resetFilter}
            title={searchTexts.feed.resetFilter}
          >
            <CloseIcon size={16} />
          </button>
        </span>
      )}
    </div>
  );
}
