// Saved-filter alerts (issue 13): how a saved filter tells its owner about new matches, and why an item matched.
// Zod-free, so the notification list and the feed's marks read it without loading Zod.
import { Layout } from './enums.ts';
import { formatArea, formatPrice } from './format.ts';
import { fill } from './texts/ru.ts';
import { filterAlertTexts } from './texts/filter-alerts.ts';

/** A saved filter's subscription: «Сразу», «Раз в день», «Не уведомлять». New filters notify at once. */
export const FILTER_NOTIFY = ['instant', 'daily', 'off'] as const;
export type TFilterNotify = (typeof FILTER_NOTIFY)[number];
export const DEFAULT_FILTER_NOTIFY: TFilterNotify = 'instant';

/**
 * Why an item matched: newly published, back on sale, its price cut by at least PRICE_CUT_SHARE, or (a complex) a
 * published building's handover moved to another quarter.
 */
export const ALERT_REASONS = ['new', 'backOnSale', 'priceCut', 'deadlineMoved'] as const;
export type TAlertReason = (typeof ALERT_REASONS)[number];

export const FILTER_ALERT_LIMITS = {
  /** A cut counts from 1 % of the previous price. */
  priceCutShare: 0.01,
  /** While a filter's FilterMatch notification is younger than this, new matches join it. */
  foldMs: 10 * 60_000,
  /** Items a notification (or one day's digest of a filter) keeps; the count says how many matched in all. */
  itemsPerNotification: 12,
  /** The daily digest goes out at this hour, Moscow time (UTC+3 all year). */
  digestHourMoscow: 9,
  moscowOffsetHours: 3,
} as const;

/** One matching item: a unit of a complex, a whole complex newly published, or a resale offer. */
export interface TFilterMatchItem {
  kind: 'unit' | 'complex' | 'offer';
  id: number;
  /** The card the feed shows it on: the complex (units and complexes) or the offer. */
  cardId: number;
  title: string;
  /** Layout (the Layout enum, cntApart) of a unit or an offer. */
  layout: number | null;
  area: number | null;
  price: number | null;
  prevPrice: number | null;
  reason: TAlertReason;
}

/** The payload of a FilterMatch notification. `reason` is the latest batch's; each item has its own. */
export interface TFilterMatchPayload {
  filterId: number;
  filterName: string;
  /** 1 complexes and their units, 2 resale offers: which cards the feed marks. */
  market: 1 | 2;
  reason: TAlertReason;
  items: TFilterMatchItem[];
  /** Matches in all, including those beyond the items kept. */
  count: number;
}

/** The feed's query for a filter's matches: the saved filter to apply and the cards to mark. */
export function alertFeedQuery(payload: Pick<TFilterMatchPayload, 'filterId' | 'items'>): string {
  const ids = (test: (item: TFilterMatchItem) => boolean) => [
    ...new Set(payload.items.filter(test).map((item) => item.cardId)),
  ];
  const cut = ids((item) => item.reason === 'priceCut');
  const moved = ids((item) => item.reason === 'deadlineMoved').filter((id) => !cut.includes(id));
  const fresh = ids((item) => item.reason === 'new' || item.reason === 'backOnSale').filter(
    (id) => !cut.includes(id) && !moved.includes(id),
  );
  const query = new URLSearchParams({ alert: String(payload.filterId) });
  if (fresh.length) query.set('new', fresh.join(','));
  if (cut.length) query.set('cut', cut.join(','));
  if (moved.length) query.set('moved', moved.join(','));
  return `?${query.toString().replace(/%2C/g, ',')}`;
}

/** The marks the feed reads back from that query: card id → «Новое» or «Цена снижена». */
export type TAlertMark = 'new' | 'priceCut' | 'deadlineMoved';

export function readAlertMarks(search: URLSearchParams): {
  filterId: number | null;
  marks: Map<number, TAlertMark>;
} {
  const filterId = Number(search.get('alert'));
  const marks = new Map<number, TAlertMark>();
  const read = (key: string, mark: TAlertMark) => {
    for (const part of (search.get(key) ?? '').split(',')) {
      const id = Number(part);
      if (Number.isSafeInteger(id) && id > 0) marks.set(id, mark);
    }
  };
  read('new', 'new');
  read('moved', 'deadlineMoved');
  read('cut', 'priceCut');
  return { filterId: Number.isSafeInteger(filterId) && filterId > 0 ? filterId : null, marks };
}

/** «ЖК Морской, 2-комнатная, 54 м², 7 500 000 ₽ (было 7 800 000 ₽) — Цена снижена», for the letter and lists. */
export function matchItemLine(item: TFilterMatchItem): string {
  const t = filterAlertTexts;
  const parts = [item.title];
  if (item.kind === 'complex' && item.reason !== 'deadlineMoved') parts.push(t.digest.complex);
  if (item.layout != null) parts.push(Layout.title(item.layout));
  if (item.area != null) parts.push(formatArea(item.area));
  if (item.price != null && item.price > 0) {
    const was =
      item.reason === 'priceCut' && item.prevPrice
        ? ` (${fill(t.digest.was, formatPrice(item.prevPrice))})`
        : '';
    parts.push(`${formatPrice(item.price)}${was}`);
  }
  return `${parts.filter(Boolean).join(', ')} — ${t.reason[item.reason]}`;
}
