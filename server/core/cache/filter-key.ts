// A short, stable key for a filter: the same conditions give the same key whatever the order of fields, and an
// absent field, null and an empty list (which filter to nothing) are one.
import { sha256 } from '../hash.ts';

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[name];
      if (field === undefined || field === null || (Array.isArray(field) && field.length === 0)) continue;
      out[name] = normalize(field);
    }
    return out;
  }
  return value;
}

export const filterKey = (filter: unknown): string => sha256(JSON.stringify(normalize(filter))).slice(0, 32);
