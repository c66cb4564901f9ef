// A saved filter in words: the conditions it sets, in the order a buyer reads them, as short chips.
import { HouseClass, Interior, Layout, Market } from '#shared/enums.ts';
import { formatArea, formatDistance, formatNumber, formatPrice, formatQuarter } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { nearbyTexts } from '#shared/texts/nearby.ts';
import { NEAR_KINDS, formatNearDistance, type TNearKey } from '#shared/nearby.ts';

const d = collectionTexts.describe;

type Values = Record<string, unknown>;

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const list = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(num).filter((n): n is number => n !== null) : [];

function range(from: unknown, to: unknown, show: (n: number) => string): string | null {
  const a = num(from);
  const b = num(to);
  if (a !== null && b !== null) return fill(d.range, show(a), show(b));
  if (a !== null) return fill(d.from, show(a));
  if (b !== null) return fill(d.to, show(b));
  return null;
}

/** '2027-2' → «II кв. 2027». */
function quarter(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-([1-4])$/.exec(value);
  if (!m) return null;
  return formatQuarter(Date.UTC(Number(m[1]), (Number(m[2]) - 1) * 3, 1));
}

function quarterRange(from: unknown, to: unknown): string | null {
  const a = quarter(from);
  const b = quarter(to);
  if (a && b) return fill(d.range, a, b);
  if (a) return fill(d.from, a);
  if (b) return fill(d.to, b);
  return null;
}

const isTrue = (v: unknown) => v === true || v === 1 || v === '1';
const isFalse = (v: unknown) => v === false || v === 0 || v === '0';

export function describeFilter(filter: Values): string[] {
  const labels = (filter.labels ?? {}) as Record<string, string>;
  const out: (string | null)[] = [];
  const market = num(filter.market);
  if (market === Market.secondary) out.push(d.secondary);
  else if (market === Market.primary) out.push(d.primary);
  if (typeof filter.title === 'string' && filter.title.trim()) out.push(fill(d.text, filter.title.trim()));
  if (filter.objectId != null) out.push(labels.objectId ?? d.object);
  if (filter.builderId != null) out.push(labels.builderId ?? d.builder);
  const price = range(filter.priceFrom, filter.priceTo, formatPrice);
  if (price) out.push(fill(d.price, price));
  const square = range(filter.squarePriceFrom, filter.squarePriceTo, formatPrice);
  if (square) out.push(fill(d.squarePrice, square));
  const monthly = num(filter.monthlyPayment);
  if (monthly !== null) out.push(fill(mortgageTexts.filter.describe, formatPrice(monthly)));
  const area = range(filter.areaFrom, filter.areaTo, formatArea);
  if (area) out.push(fill(d.area, area));
  const layouts = list(filter.cntApart)
    .map((v) => Layout.title(v))
    .filter(Boolean);
  if (layouts.length) out.push(layouts.join(', '));
  const floor = range(filter.floorFrom, filter.floorTo, formatNumber);
  if (floor) out.push(fill(d.floor, floor));
  const deadline = quarterRange(filter.dateBuildFrom, filter.dateBuildTo);
  if (deadline) out.push(fill(d.deadline, deadline));
  if (isTrue(filter.isFinished)) out.push(d.finished);
  else if (isFalse(filter.isFinished)) out.push(d.building);
  if (isTrue(filter.isAction)) out.push(d.action);
  if (isTrue(filter.isNew)) out.push(d.new);
  if (isTrue(filter.noDeadlineShift)) out.push(d.noDeadlineShift);
  if (isTrue(filter.escrow)) out.push(d.escrow);
  if (Array.isArray(filter.polygons) && filter.polygons.length)
    out.push(fill(d.drawnAreas, String(filter.polygons.length)));
  const near = (filter.near ?? {}) as Values;
  for (const key of Object.keys(NEAR_KINDS) as TNearKey[]) {
    const metres = num(near[key]);
    if (metres !== null) out.push(fill(nearbyTexts.chips[key], formatNearDistance(metres)));
  }
  const classes = list(filter.class)
    .map((v) => HouseClass.title(v))
    .filter(Boolean);
  if (classes.length) out.push(classes.join(', '));
  const interiors = list(filter.interior)
    .map((v) => Interior.title(v))
    .filter(Boolean);
  if (interiors.length) out.push(interiors.join(', '));
  const subregions = list(filter.subregions).length;
  if (subregions) out.push(fill(d.subregions, subregions));
  const features = list(filter.features).length;
  if (features) out.push(fill(d.features, features));
  const payments = list(filter.payments).length;
  if (payments) out.push(fill(d.payments, payments));
  const sea = num(filter.distanceSeaTo);
  if (sea !== null) out.push(fill(d.seaTo, formatDistance(sea)));
  const ceiling = num(filter.ceilingHeightFrom);
  if (ceiling !== null) out.push(fill(d.ceilingFrom, formatNumber(ceiling)));
  return out.filter((s): s is string => Boolean(s));
}
