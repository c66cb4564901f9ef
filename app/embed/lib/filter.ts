// The widget's filter as the buyer types it (prices in millions) and the counts it gives.
import { matchesEmbedFilter, type EmbedFilter } from '#shared/embed.ts';
import { CellStatus } from '#shared/enums.ts';
import type { TEmbedObject } from '#shared/schemas/embed.ts';

/** «7,5» млн → 7 500 000 ₽; empty or unreadable → no bound. */
export function parseMillions(text: string): number | null {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.round(value * 1_000_000);
}

type Section = TEmbedObject['pavilions'][number]['sections'][number];

/** Free units of a section the filter keeps. */
export const sectionMatches = (section: Section, filter: EmbedFilter): number =>
  section.free.filter(([cntApart, price]) =>
    matchesEmbedFilter({ status: CellStatus.sale, cntApart, price }, filter),
  ).length;

export const allSections = (object: TEmbedObject): Section[] => object.pavilions.flatMap((p) => p.sections);

export const isFiltered = (filter: EmbedFilter) =>
  filter.rooms.length > 0 || filter.priceFrom !== null || filter.priceTo !== null;
