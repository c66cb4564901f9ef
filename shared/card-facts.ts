// What a card says about a complex or a resale offer: badges and lines of text, from the card's data alone. Shared:
// the app's cards and the server's first paint (server/modules/first-paint) say the same.
import { HouseClass, Layout, layoutShort, CommissionType, type TLayout } from './enums.ts';
import { countOf, formatArea, formatPrice, formatQuarter } from './format.ts';
import { fill } from './texts/ru.ts';
import { searchTexts } from './texts/search.ts';
import type { TObjectCard } from './schemas/object.ts';
import type { TListItem, TOfferCard } from './schemas/offer.ts';
/** A badge over a card's photo (app/components/ui/badge.tsx draws it). */
export interface BadgeItem {
  kind: 'action' | 'finished' | 'new' | 'offer' | 'draft' | 'shifted' | 'neutral';
  text: string;
}

const t = searchTexts.card;

export function cardBadges(item: TListItem): BadgeItem[] {
  const badges: BadgeItem[] = [];
  if (!item.published) badges.push({ kind: 'draft', text: t.notPublished });
  if (item.isAction) badges.push({ kind: 'action', text: searchTexts.badges.action });
  if (item.isOffer) {
    badges.push({ kind: 'offer', text: searchTexts.badges.offer });
    return badges;
  }
  if (item.isFinished) badges.push({ kind: 'finished', text: searchTexts.badges.finished });
  // The server's isNew is what the preset «Новые» finds: published lately, or marked «Новинка».
  if (item.isNew) badges.push({ kind: 'new', text: searchTexts.badges.new });
  // A deadline that moved to a later quarter is what a buyer checks before paying (issue 28).
  if (!item.isFinished && item.deadlineShifts > 0)
    badges.push({ kind: 'shifted', text: searchTexts.badges.deadlineShifted });
  if (item.houseClass != null) badges.push({ kind: 'neutral', text: HouseClass.title(item.houseClass) });
  return badges;
}

/** «от 9 000 000 ₽», or the exact price of an offer. */
export function priceLine(item: TListItem): string {
  if (item.price == null) return t.priceOnRequest;
  if (item.isOffer) return formatPrice(item.price);
  return fill(t.priceFrom, formatPrice(item.price));
}

export function squarePriceLine(item: TListItem): string {
  if (item.squarePrice == null) return '';
  const text = `${formatPrice(item.squarePrice)}/м²`;
  return item.isOffer ? text : fill(t.priceFrom, text);
}

export function areaLine(item: TObjectCard): string {
  if (item.area == null) return '';
  if (item.areaTo == null || item.areaTo === item.area) return fill(t.areaFrom, formatArea(item.area));
  return fill(t.areaRange, formatArea(item.area).replace(' м²', ''), formatArea(item.areaTo));
}

export function layoutsLine(layouts: readonly TLayout[]): string {
  return layouts.map((l) => layoutShort[l] ?? Layout.title(l)).join(', ');
}

/**
 * How many units of a complex are on sale, the same words on a card and on the object page: «381 квартира из 605»
 * (the total only when some are not on sale). The caller puts «В продаже» before it.
 */
export function saleCountText(saleCount: number, flatsCount: number): string {
  const sale = countOf(saleCount, searchTexts.flats);
  return flatsCount > saleCount ? fill(t.ofTotal, sale, String(flatsCount)) : sale;
}

/** «В продаже 381 квартира из 605». */
export function saleLine(item: Pick<TObjectCard, 'saleCount' | 'flatsCount'>): string {
  return fill(t.onSale, saleCountText(item.saleCount, item.flatsCount));
}

/**
 * «12 квартир по фильтру» in a list under the user's own filter; empty elsewhere (a preset, a snapshot, favourites),
 * where nothing but the units on sale is counted.
 */
export function relevantLine(item: TObjectCard, filtered: boolean): string {
  if (!filtered || item.relevantCount === item.saleCount) return '';
  return fill(t.relevant, countOf(item.relevantCount, searchTexts.flats));
}

export function deadlineLine(item: TObjectCard): string {
  if (item.isFinished) return t.finished;
  return item.dateBuild ? fill(t.deadline, formatQuarter(item.dateBuild)) : '';
}

export function placeLine(item: TListItem): string {
  const district = item.subregion?.name;
  return [item.address, district && !item.address?.includes(district) ? district : null]
    .filter(Boolean)
    .join(' · ');
}

/** «2/9 этаж» for an offer. */
export function floorLine(item: TOfferCard): string {
  if (item.floor == null) return '';
  return item.floorsTotal
    ? fill(t.offerFloorOf, item.floor, item.floorsTotal)
    : fill(t.offerFloor, item.floor);
}

/** For agents: «Комиссия 3,5%» or «Комиссия 50/50 · 150 000 ₽»; empty when hidden (PRODUCT §6). */
export function commissionLine(item: TListItem): string {
  if (!item.commission) return '';
  if (item.isOffer) {
    const { type, price } = item.commission;
    const parts = [type != null ? CommissionType.title(type) : '', price != null ? formatPrice(price) : ''];
    const text = parts.filter(Boolean).join(' · ');
    return text ? fill(t.commission, text) : '';
  }
  const { percent, text } = item.commission;
  if (percent != null)
    return fill(t.commission, fill(t.commissionPercent, String(percent).replace('.', ',')));
  return text ? fill(t.commission, text) : '';
}
