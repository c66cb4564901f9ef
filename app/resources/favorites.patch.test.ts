import { describe, expect, it } from 'vitest';
import { patchFavorite } from './favorites.patch.ts';

describe('[favorites] patchFavorite', () => {
  const card = (id: number, isOffer: boolean, isFavorite = false) => ({
    id,
    isOffer,
    isFavorite,
    title: `#${id}`,
  });

  it('[favorites] flips the matching item in paged lists and full objects, by id and kind', () => {
    const pages = {
      pages: [{ data: [card(1, false), card(1, true), card(2, false)], meta: { last_page: 1 } }],
      pageParams: [1],
    };
    const next = patchFavorite(pages, { id: 1, isOffer: true, isFavorite: true });
    expect(next.pages[0]!.data.map((c) => c.isFavorite)).toEqual([false, true, false]);
    // Untouched branches keep their identity, so React Query and memoized cards do not re-render them.
    expect(next.pages[0]!.data[0]).toBe(pages.pages[0]!.data[0]);
    expect(next.pages[0]!.meta).toBe(pages.pages[0]!.meta);
    expect(pages.pages[0]!.data[1]!.isFavorite).toBe(false);

    const full = { ...card(5, false), allImages: [], pavilions: [{ id: 5, name: 'Корпус' }] };
    expect(patchFavorite(full, { id: 5, isOffer: false, isFavorite: true }).isFavorite).toBe(true);
  });

  it('[favorites] returns the same reference when nothing matches or nothing changes', () => {
    const data = { data: [card(3, false, true)], meta: {} };
    expect(patchFavorite(data, { id: 4, isOffer: false, isFavorite: true })).toBe(data);
    expect(patchFavorite(data, { id: 3, isOffer: false, isFavorite: true })).toBe(data);
    expect(patchFavorite(null, { id: 3, isOffer: false, isFavorite: true })).toBeNull();
    expect(patchFavorite('text', { id: 3, isOffer: false, isFavorite: true })).toBe('text');
  });
});
