// The feed's current filter as localStorage `filters` holds it (PRODUCT §4, §9), and handing a saved one to the feed.
import type { TSavedFilter } from '#shared/schemas/user.ts';
import { readFilters, writeFilters } from '#app/lib/storage.ts';

export interface StoredFilter {
  preset: boolean;
  key?: string;
  id?: number;
  name?: string;
  filter: Record<string, unknown>;
}

export function readFeedFilter(): StoredFilter | null {
  const value = readFilters<Partial<StoredFilter>>();
  if (!value || typeof value !== 'object') return null;
  const filter = value.filter;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return null;
  return {
    preset: value.preset === true,
    ...(typeof value.key === 'string' ? { key: value.key } : {}),
    ...(typeof value.id === 'number' ? { id: value.id } : {}),
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    filter,
  };
}

/** A saved filter as the feed's current one: not a preset, with its id, so it reads as 'active' (PRODUCT §4). */
export function asCurrentFilter(saved: TSavedFilter): StoredFilter {
  return { preset: false, id: saved.id, name: saved.name, filter: saved.filter };
}

/** Stores it (a reload keeps it) and gives the router state the feed takes over once. */
export function handOver(saved: TSavedFilter): { filter: StoredFilter } {
  const current = asCurrentFilter(saved);
  writeFilters(current);
  return { filter: current };
}

/** The search request's part of a stored filter: the map's bounds are the map's own, not a saved condition. */
export function savableFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const { bounds: _bounds, ...rest } = filter;
  return rest;
}
