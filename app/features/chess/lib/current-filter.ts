// The feed's current filter (localStorage `filters`, PRODUCT §9) as the chessboard sends it: the units matching it are
// highlighted. The feed may store the filter itself or wrap it with its preset; both are read.
import { readFilters } from '#app/lib/storage.ts';

const NOT_ABOUT_UNITS = ['bounds', 'page', 'id', 'preset', 'name', 'key', 'title'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function readCurrentFilter(): Record<string, unknown> {
  const stored = readFilters<unknown>();
  if (!isRecord(stored)) return {};
  const filter = isRecord(stored.filter) ? stored.filter : stored;
  return Object.fromEntries(Object.entries(filter).filter(([key]) => !NOT_ABOUT_UNITS.includes(key)));
}
