// What a card says about a complex or a resale offer: badges and lines of text, from the card's data alone.
import { HouseClass, Layout, layoutShort, CommissionType, type TLayout } from '#shared/enums.ts';
import { countOf, formatArea, formatPrice, formatQuarter } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import type { TListItem, TOfferCard } from '#shared/schemas/offer.ts';

const t = searchTexts.card;

export type BadgeKind = 'action' | 'finished' | 'new' | 'class' | 'offer' | 'draft';
export interface Badge {
  kind: BadgeKind;
  text: string;
}

export function cardBadges(item: TListItem): Badge[] {
  const badges: Badge[] = [];
  if (!item.published) badges.push({ kind: 'draft', text: t.notPublished });
  if (item.isAction) badges.push({ kind: 'action', text: searchTexts.badges.action });
  if (item.isOffer) {
    badges.push({ kind: 'offer', text: searchTexts.badges.offer });
    return badges;
  }
  if (item.isFinished) badges.push({ kind: 'finished', text: searchTexts.badges.finished });
  // The server's isNew is what the preset «Новые» finds: published lately, or marked «Новинка».
  if (item.isNew) badges.push({ kind: 'new', text: searchTexts.badges.new });
  if (item.houseClass != null) badges.push({ kind: 'class', text: HouseClass.title(item.houseClass) });
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

/** «4 квартиры по фильтру · всего 6». */
export function unitsLine(item: TObjectCard): string {
  const parts = [fill(t.relevant, countOf(item.relevantCount, searchTexts.units))];
  if (item.flatsCount > 0) parts.push(fill(t.flatsTotal, String(item.flatsCount)));
  return parts.join(' · ');
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

/** For agents: «Комиссия 3,5%» or «Комиссия 50/50 · 150 000 ₽»; empty when hidden (SPEC §6). */
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
