// Facts every portal's feed states in its own words: the deadline as year and quarter, a Russian phone as +7 and
// ten digits, and the unit's one-line description.
import { Layout } from '#shared/enums.ts';
import { formatArea, formatQuarter } from '#shared/format.ts';
import { feedsTexts } from '#shared/texts/feeds.ts';
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';

/** The completion year and quarter (1–4) of a deadline stored as the first day of its month. */
export function deadlineOf(date: string | null): { year: number; quarter: 1 | 2 | 3 | 4 } | null {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  return { year: Number(match[1]), quarter: (Math.floor((Number(match[2]) - 1) / 3) + 1) as 1 | 2 | 3 | 4 };
}

/** +7 and ten digits from any way a Russian number is written; null when it is not one. */
export function russianPhone(input: string | null | undefined): string | null {
  let digits = (input ?? '').replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) digits = digits.slice(1);
  return digits.length === 10 ? `+7${digits}` : null;
}

/** «2-комнатная квартира, 54,3 м², 5 этаж. ЖК «Бриз», Корпус 1, Секция 2. Срок сдачи: IV кв. 2026.» */
export function unitDescription(unit: FeedUnit, complex: FeedComplex): string {
  const t = feedsTexts.feed;
  const what = [
    Layout.title(unit.layout),
    formatArea(unit.area),
    unit.floor != null ? t.floor(unit.floor) : null,
  ];
  const where = [complex.title, unit.buildingName, unit.sectionName];
  const deadline = unit.finished
    ? t.finished
    : unit.deadline
      ? t.deadline(formatQuarter(unit.deadline))
      : null;
  const head = t.description({
    unit: what.filter(Boolean).join(', '),
    complex: where.filter(Boolean).join(', '),
    deadline,
  });
  return complex.description ? `${head}\n\n${complex.description.trim()}` : head;
}

/** Each unit with its complex through a portal's writer, one element a line; a unit the writer leaves out is skipped. */
export function eachOffer(data: FeedData, write: (unit: FeedUnit, complex: FeedComplex) => string): string {
  let out = '';
  for (const unit of data.units) {
    const complex = data.complexes.get(unit.complexId);
    const xml = complex ? write(unit, complex) : '';
    if (xml) out += `${xml}\n`;
  }
  return out;
}
