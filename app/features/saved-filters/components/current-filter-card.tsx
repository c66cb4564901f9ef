// What the feed filters by now, in words, with «Сохранить текущий фильтр».
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { describeFilter } from '../lib/describe-filter.ts';
import type { StoredFilter } from '../lib/feed-filter.ts';
import { SaveFilterButton } from './save-filter-button.tsx';
import styles from './saved-filters.module.css';

const t = collectionTexts.filters;

export function CurrentFilterCard({ current }: { current: StoredFilter }) {
  const chips = describeFilter(current.filter);
  const lead = current.preset
    ? t.currentPreset
    : current.id !== undefined && current.name
      ? fill(t.currentSaved, current.name)
      : t.current;
  return (
    <section className={styles.current} aria-label={t.current}>
      <div className={styles.text}>
        <h2 className={styles.currentTitle}>{lead}</h2>
        <ul className={styles.chips}>
          {(chips.length ? chips : [t.anything]).map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
            </li>
          ))}
        </ul>
      </div>
      <SaveFilterButton filter={current.filter} label={t.saveCurrent} variant="primary" />
    </section>
  );
}
