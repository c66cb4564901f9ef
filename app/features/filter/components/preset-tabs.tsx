// The built-in filters of PRODUCT §9 as tabs: Первичка (Все, Акции, Новые, Коттеджи) and Вторичка. A saved or own
// filter shows as a chip after them, with a button back to the default. On a narrow screen the strip scrolls: a fade
// at a cut edge says so, and the chosen tab is kept in view (the strip scrolls, never the page).
import { useLayoutEffect, useRef, useState } from 'react';
import { FILTER_PRESETS, type TPresetKey } from '#shared/filter-presets.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import type { TFeedFilter } from '../hooks/use-current-filter.ts';
import styles from './filter.module.css';

/** Room left beside a tab scrolled into view, so the fade does not cover it. */
const EDGE = 24;

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
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = () => {
    const node = strip.current;
    if (!node) return;
    const start = node.scrollLeft > 1;
    const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setMore((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  };

  // The chosen tab (or the own filter's chip) in view: at once on the first paint, smoothly after a choice. A strip
  // with no size yet (the app mounts hidden behind the server's first paint) does it once it gets one.
  const first = useRef(true);
  const waitsForSize = useRef(false);
  const reveal = (behavior: ScrollBehavior) => {
    const node = strip.current;
    const chosen = node?.querySelector<HTMLElement>('[aria-pressed="true"], [data-active-filter]');
    if (!node || !chosen) return;
    if (node.clientWidth === 0) {
      waitsForSize.current = true;
      return;
    }
    waitsForSize.current = false;
    const box = chosen.getBoundingClientRect();
    const left = box.left - node.getBoundingClientRect().left + node.scrollLeft;
    const right = left + box.width;
    const target =
      left < node.scrollLeft
        ? left - EDGE
        : right > node.scrollLeft + node.clientWidth
          ? right - node.clientWidth + EDGE
          : null;
    if (target !== null) node.scrollTo({ left: target, behavior });
  };
  useLayoutEffect(() => {
    reveal(first.current ? 'auto' : 'smooth');
    first.current = false;
    measure();
  }, [selected, current.preset]);

  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !strip.current) return;
    const observer = new ResizeObserver(() => {
      if (waitsForSize.current) reveal('auto');
      measure();
    });
    observer.observe(strip.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={strip}
      className={styles.presets}
      data-testid="preset-strip"
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
      onScroll={measure}
    >
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
        <span className={styles.activeFilter} data-active-filter>
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
