// After the server confirms a favourite, every cached copy of that complex or offer shows the new heart: cards in
// any list (feed, search, map, collections, favourites), the object page, the offer page. Query keys of other
// features are not known here, so the cached data is walked instead.
export interface FavoriteState {
  id: number;
  isOffer: boolean;
  isFavorite: boolean;
}

const MAX_DEPTH = 8;

function isItem(value: Record<string, unknown>, target: FavoriteState): boolean {
  return (
    value.id === target.id &&
    typeof value.isFavorite === 'boolean' &&
    typeof value.isOffer === 'boolean' &&
    value.isOffer === target.isOffer
  );
}

/** The data with the matching items' isFavorite set; the very same reference when nothing changed. */
export function patchFavorite<T>(data: T, target: FavoriteState, depth = 0): T {
  if (data === null || typeof data !== 'object' || depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchFavorite(item, target, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  const record = data as Record<string, unknown>;
  if (isItem(record, target)) {
    return (
      record.isFavorite === target.isFavorite ? data : { ...record, isFavorite: target.isFavorite }
    ) as T;
  }
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(record)) {
    if (value === null || typeof value !== 'object') continue;
    const patched = patchFavorite(value, target, depth + 1);
    if (patched !== value) (next ??= { ...record })[key] = patched;
  }
  return (next ?? data) as T;
}
