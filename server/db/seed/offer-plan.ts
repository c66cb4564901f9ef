// Plans the resale offers of the demo: resold units of the complexes (tied to their cells) and standalone
// flats and houses around Sochi, in every status, with photos and commission terms.
import {
  CellStatus,
  CommissionType,
  ContactSource,
  Interior,
  Layout,
  OfferStatus,
  RoomType,
  type TInterior,
  type TLayout,
  type TOfferStatus,
  type TRoomType,
} from '#shared/enums.ts';
import { formatArea, formatPhone } from '#shared/format.ts';
import type { ProcessedImage } from '../../storage/images.ts';
import type { OfferSpec } from './create-offer.ts';
import { PLACES } from './content/geo.ts';
import { OFFER_FLAT_TEXTS, OFFER_HOUSE_TEXTS, OFFER_VIEWS, INTERIOR_PHRASES } from './content/texts.ts';
import { mobile, personName } from './complex-details.ts';
import { placePoint } from './geo-math.ts';
import type { Random } from './random.ts';

/** A sold or assigned unit a buyer now resells. */
export interface ResaleCell {
  cellId: number;
  objectId: number;
  pavilionId: number;
  sectionId: number;
  status: number;
  area: number;
  price: number;
  floor: number | null;
  floorsTotal: number | null;
  cntApart: TLayout;
  interior: TInterior | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  subregionId: number | null;
  roomType: TRoomType;
  placeName: string;
}

export interface OfferPools {
  interiors: ProcessedImage[];
  houses: ProcessedImage[];
  /** Complex covers by object id. */
  covers: Map<number, ProcessedImage>;
}

export interface OfferPlanContext {
  now: Date;
  /** Owners with weights: agents post most. */
  owners: readonly (readonly [number, number])[];
  moderId: number;
  subregionIds: Map<string, number>;
  cells: readonly ResaleCell[];
  pools: OfferPools | null;
}

const STATUS_WEIGHTS: readonly (readonly [TOfferStatus, number])[] = [
  [OfferStatus.active, 60],
  [OfferStatus.draft, 10],
  [OfferStatus.inactive, 12],
  [OfferStatus.archive, 12],
  [OfferStatus.disabled, 6],
];

const FLAT_AREA: Record<TLayout, readonly [number, number]> = {
  [Layout.studio]: [18, 32],
  [Layout.one]: [30, 48],
  [Layout.two]: [45, 75],
  [Layout.three]: [65, 110],
  [Layout.all]: [40, 120],
  [Layout.penthouse]: [110, 240],
};

const DAY = 86_400_000;
const roundPrice = (n: number) => Math.round(n / 50_000) * 50_000;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function dates(rng: Random, now: Date, status: TOfferStatus, moderId: number) {
  const createdAt = new Date(now.getTime() - rng.int(2, 240) * DAY - rng.int(0, 86_399) * 1000);
  const later = (min: number) =>
    new Date(Math.min(now.getTime() - DAY / 2, createdAt.getTime() + rng.int(min, 60) * DAY));
  const activatedAt =
    status === OfferStatus.draft ? null : new Date(createdAt.getTime() + rng.int(0, 3) * 3_600_000);
  const result = {
    createdAt,
    updatedAt: later(0),
    activatedAt,
    inactiveAt: status === OfferStatus.inactive ? later(30) : null,
    archivedAt: status === OfferStatus.archive ? later(20) : null,
    disabledAt: status === OfferStatus.disabled ? later(1) : null,
    disabledById: status === OfferStatus.disabled ? moderId : null,
  };
  // The lifecycle job (server/jobs/offer-lifecycle.ts) outdates active offers after 30 days and archives inactive
  // ones after 60: the demo's are renewed within those periods (folded, so no extra random draws).
  const recent = (at: Date, days: number) =>
    new Date(Math.max(at.getTime(), now.getTime() - ((now.getTime() - at.getTime()) % (days * DAY)) - DAY));
  if (status === OfferStatus.active && result.activatedAt)
    result.activatedAt = recent(result.activatedAt, 25);
  if (status === OfferStatus.inactive && result.inactiveAt) result.inactiveAt = recent(result.inactiveAt, 50);
  const changes = [result.updatedAt, result.activatedAt, result.inactiveAt].map((d) => d?.getTime() ?? 0);
  result.updatedAt = new Date(Math.max(...changes));
  return result;
}

function commission(rng: Random, price: number) {
  if (rng.chance(0.15)) return { commissionType: null, commissionPrice: null };
  const type = rng.pick(CommissionType.ids);
  return {
    commissionType: type,
    commissionPrice: Math.round((price * rng.float(0.01, 0.03)) / 10_000) * 10_000,
  };
}

function contact(rng: Random) {
  return rng.chance(0.7)
    ? { contactSource: ContactSource.profile, contactName: null, contactPhone: null }
    : {
        contactSource: ContactSource.ads,
        contactName: personName(rng),
        contactPhone: formatPhone(mobile(rng)),
      };
}

function photos(rng: Random, pools: OfferPools | null, first: ProcessedImage | undefined, count: number) {
  if (!pools) return [];
  const list = rng.sample(pools.interiors, count);
  return first ? [first, ...list] : list;
}

export function planOffers(rng: Random, count: number, ctx: OfferPlanContext): OfferSpec[] {
  const specs: OfferSpec[] = [];
  const resale = rng.shuffle(ctx.cells);
  const tiedCount = Math.min(resale.length, Math.round(count * 0.4));
  const coastal = PLACES.filter((p) => !p.mountain);
  let tied = 0;
  for (let i = 0; i < count; i++) {
    // The first few take each status in turn so that even a small seed has them all.
    const status = i < OfferStatus.ids.length ? OfferStatus.ids[i]! : rng.weighted(STATUS_WEIGHTS);
    const userId = rng.weighted(ctx.owners);
    const base = { userId, status, ...dates(rng, ctx.now, status, ctx.moderId), ...contact(rng) };

    if (i % 5 < 2 && tied < tiedCount) {
      const cell = resale[tied++]!;
      const price = roundPrice(cell.price * rng.float(1.04, 1.3));
      const assignment = cell.status === CellStatus.assignment;
      const interior = cell.interior ?? Interior.predChistInt;
      specs.push({
        offer: {
          ...base,
          objectId: cell.objectId,
          pavilionId: cell.pavilionId,
          sectionId: cell.sectionId,
          cellId: cell.cellId,
          title: null,
          address: cell.address,
          subregionId: cell.subregionId,
          latitude: cell.latitude,
          longitude: cell.longitude,
          roomType: cell.roomType,
          cntApart: cell.cntApart,
          area: cell.area,
          floor: cell.floor,
          floorsTotal: cell.floorsTotal,
          price,
          interior,
          description: fill(assignment ? OFFER_FLAT_TEXTS[4] : rng.pick(OFFER_FLAT_TEXTS.slice(0, 4)), {
            place: cell.placeName,
            interior: INTERIOR_PHRASES[interior]!,
            view: rng.pick(OFFER_VIEWS),
          }),
          isAction: rng.chance(0.08),
          ...commission(rng, price),
        },
        photos: photos(rng, ctx.pools, ctx.pools?.covers.get(cell.objectId), rng.int(1, 3)),
      });
      continue;
    }

    const house = rng.chance(0.25);
    const place = rng.pick(house ? PLACES : coastal);
    const point = placePoint(rng, place);
    const street = rng.pick(place.streets);
    const address = `${place.addressPrefix}${street}, ${rng.int(1, 160)}`;
    const interior = rng.weighted<TInterior>([
      [Interior.remInt, 45],
      [Interior.chistInt, 20],
      [Interior.chastRemInt, 15],
      [Interior.predChistInt, 10],
      [Interior.chernInt, 10],
    ]);
    const values = { place: place.name, interior: INTERIOR_PHRASES[interior]!, view: rng.pick(OFFER_VIEWS) };
    if (house) {
      const area = Math.round(rng.float(80, 320) * 10) / 10;
      const price = roundPrice(area * rng.float(120_000, place.mountain ? 600_000 : 380_000));
      specs.push({
        offer: {
          ...base,
          title: rng.chance(0.5) ? `Дом ${formatArea(Math.round(area))} — ${place.name}` : null,
          address,
          subregionId: ctx.subregionIds.get(place.key) ?? null,
          ...point,
          roomType: RoomType.zhiloeHouse,
          cntApart: null,
          area,
          floor: null,
          floorsTotal: rng.int(1, 3),
          price,
          interior,
          description: fill(rng.pick(OFFER_HOUSE_TEXTS), {
            ...values,
            area: formatArea(Math.round(area)),
            plot: String(rng.int(4, 15)),
          }),
          isAction: rng.chance(0.06),
          ...commission(rng, price),
        },
        photos: photos(
          rng,
          ctx.pools,
          ctx.pools?.houses.length ? rng.pick(ctx.pools.houses) : undefined,
          rng.int(1, 3),
        ),
      });
      continue;
    }
    const cntApart = rng.weighted<TLayout>([
      [Layout.studio, 20],
      [Layout.one, 35],
      [Layout.two, 28],
      [Layout.three, 14],
      [Layout.all, 3],
    ]);
    const area = Math.round(rng.float(...FLAT_AREA[cntApart]) * 10) / 10;
    const floorsTotal = rng.int(5, 25);
    const price = roundPrice(area * rng.float(230_000, 620_000));
    const roomType = rng.weighted<TRoomType>([
      [RoomType.zhiloeRoom, 80],
      [RoomType.apartmentRoom, 12],
      [RoomType.partFlat, 4],
      [RoomType.apartRoom, 4],
    ]);
    specs.push({
      offer: {
        ...base,
        title: null,
        address,
        subregionId: ctx.subregionIds.get(place.key) ?? null,
        ...point,
        roomType,
        cntApart,
        area,
        floor: rng.int(1, floorsTotal),
        floorsTotal,
        price,
        interior,
        description: fill(rng.pick(OFFER_FLAT_TEXTS.slice(0, 4)), values),
        isAction: rng.chance(0.08),
        ...commission(rng, price),
      },
      photos: photos(rng, ctx.pools, undefined, rng.int(2, 4)),
    });
  }
  return specs;
}
