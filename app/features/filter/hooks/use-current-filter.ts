// The feed's current filter (PRODUCT §4, §9): a preset, a saved filter or the user's own, persisted in localStorage
// `filters`. Another screen hands one over with router state `{ filter: TCurrentFilter }` or by writing `filters`.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  defaultFilter,
  findPreset,
  isActiveFilter,
  type TCurrentFilter,
  type TPresetKey,
} from '#shared/filter-presets.ts';
import { readFilters, writeFilters } from '#app/lib/storage.ts';
import {
  cleanFilter,
  countSetFields,
  isSecondaryMarket,
  sameValue,
  type TFilterValues,
} from '../lib/filter-values.ts';

export type TFeedFilter = TCurrentFilter<TFilterValues>;

/** A stored or handed-over value, if it has the shape of a current filter. */
export function readCurrentFilter(value: unknown): TFeedFilter | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<TFeedFilter>;
  if (!v.filter || typeof v.filter !== 'object' || Array.isArray(v.filter)) return null;
  if (v.preset === true) {
    const preset = findPreset(v.key);
    return preset ? { preset: true, key: preset.key, filter: { ...preset.filter, ...v.filter } } : null;
  }
  return {
    preset: false,
    ...(typeof v.id === 'number' ? { id: v.id } : {}),
    ...(typeof v.name === 'string' ? { name: v.name } : {}),
    filter: cleanFilter(v.filter),
  };
}

function withoutOrder(filter: TFilterValues): TFilterValues {
  const { sort: _sort, ...rest } = filter;
  return rest;
}

function initial(): TFeedFilter {
  return readCurrentFilter(readFilters<unknown>()) ?? defaultFilter();
}

export interface CurrentFilter {
  current: TFeedFilter;
  /** The filter to search with. */
  filter: TFilterValues;
  /** Set and not a preset (PRODUCT §4). */
  active: boolean;
  /** Fields the user set, for the «Фильтры» badge; a preset's own fields do not count. */
  setCount: number;
  /** Resale offers rather than complexes. */
  secondary: boolean;
  selectPreset(key: TPresetKey): void;
  /**
   * The user's own filter; it keeps a saved filter's name only while it stays unchanged. A new order alone keeps
   * the preset or saved filter chosen.
   */
  apply(filter: TFilterValues): void;
  /** Back to the default preset. */
  reset(): void;
}

export function useCurrentFilter(): CurrentFilter {
  const [current, setCurrent] = useState<TFeedFilter>(initial);
  const location = useLocation();
  const navigate = useNavigate();

  // A filter handed over through router state wins once, then the state is dropped (a reload keeps storage).
  const handedState = (location.state as { filter?: unknown } | null)?.filter;
  useEffect(() => {
    const handed = readCurrentFilter(handedState);
    if (!handed) return;
    setCurrent(handed);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedState, navigate, location.pathname, location.search]);

  useEffect(() => {
    writeFilters(current);
  }, [current]);

  const selectPreset = useCallback((key: TPresetKey) => {
    const preset = findPreset(key);
    if (preset) setCurrent({ preset: true, key, filter: { ...preset.filter } });
  }, []);

  const apply = useCallback((filter: TFilterValues) => {
    const clean = cleanFilter(filter);
    setCurrent((prev) => {
      const before = cleanFilter(prev.filter);
      if (sameValue(before, clean)) return prev;
      // An order is no new filter: a preset or a saved filter stays chosen, sorted.
      if (sameValue(withoutOrder(before), withoutOrder(clean))) return { ...prev, filter: clean };
      return { preset: false, filter: clean };
    });
  }, []);

  const reset = useCallback(() => setCurrent(defaultFilter()), []);

  const active = isActiveFilter(current);
  return {
    current,
    filter: current.filter,
    active,
    setCount: active ? countSetFields(current.filter) : 0,
    secondary: isSecondaryMarket(current.filter),
    selectPreset,
    apply,
    reset,
  };
}
