// Plans one demo complex from its row in data/companies.ts: place, deadline, characteristics, texts and buildings.
import {
  AgreementType,
  ContractTotal,
  Electricity,
  Feature,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  HouseType,
  Interior,
  Material,
  Parking,
  Payment,
  RoomType,
  Sewage,
  Structure,
  Territory,
  Water,
  type TFeature,
  type THouseClass,
  type TInterior,
  type TPayment,
} from '#shared/enums.ts';
import { formatDistance, formatPhone } from '#shared/format.ts';
import type { BuilderData, ComplexData } from './content/companies.ts';
import { PLACES, type PlaceData } from './content/geo.ts';
import { CONTACT_POSITIONS, FEMALE_FIRST, LAST_NAMES, MALE_FIRST, feminine } from './content/people.ts';
import {
  CHECKOUT_TEXTS,
  COMMISSION_NOTES,
  CONTACT_MAILBOXES,
  COTTAGE_DESCRIPTION,
  COTTAGE_STREETS,
  DESCRIPTION_ARCHITECTURE,
  DESCRIPTION_DEAL,
  DESCRIPTION_FLATS,
  DESCRIPTION_INTRO,
  DESCRIPTION_YARD,
  INSTALLMENT_TEXTS,
  INTERIOR_PHRASES,
  MATERIAL_PHRASES,
  NEWS,
  PAVILION_WORDS,
  SECTION_WORDS,
} from './content/texts.ts';
import type { ComplexSpec, ContactSpec, PavilionSpec } from './create-complex.ts';
import { placePoint, seaDistanceMeters } from './geo-math.ts';
import type { Random } from './random.ts';
import { planCottageStreet, planSectionGrid, type SectionTop } from './section-plan.ts';

export interface PlanContext {
  now: Date;
  subregionIds: Map<string, number>;
  builder: BuilderData;
  builderIds: number[];
  ownerId: number;
}

/** What the picture generator needs to draw this complex. */
export interface ComplexLook {
  sea: boolean;
  alps: boolean;
  floors: number;
  towers: number;
  cottage: boolean;
  premium: boolean;
}

export interface ComplexPlan {
  data: ComplexData;
  place: PlaceData;
  spec: ComplexSpec;
  look: ComplexLook;
}

/** ₽ per м² of a flat by class (Sochi, 2026). */
const SQUARE_PRICE: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [250_000, 350_000],
  [HouseClass.comfort]: [350_000, 550_000],
  [HouseClass.business]: [550_000, 900_000],
  [HouseClass.elit]: [900_000, 1_500_000],
};
const HOUSE_PRICE: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [150_000, 200_000],
  [HouseClass.comfort]: [180_000, 280_000],
  [HouseClass.business]: [280_000, 420_000],
  [HouseClass.elit]: [450_000, 800_000],
};
/** Places where the same class costs more (centre, Красная Поляна) or less (far from the centre). */
const PLACE_PREMIUM: Record<string, number> = {
  center: 0.75,
  svetlana: 0.6,
  makarenko: 0.5,
  'krasnaya-polyana': 0.7,
  'esto-sadok': 0.65,
  sirius: 0.5,
  kurortny: 0.45,
  lazarevskoe: 0.15,
  loo: 0.15,
  dagomys: 0.2,
};

const FLOORS: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [12, 30],
  [HouseClass.comfort]: [9, 24],
  [HouseClass.business]: [7, 18],
  [HouseClass.elit]: [5, 12],
};
const RISERS: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [6, 12],
  [HouseClass.comfort]: [4, 10],
  [HouseClass.business]: [3, 8],
  [HouseClass.elit]: [2, 6],
};
const INTERIORS: Record<THouseClass, readonly TInterior[]> = {
  [HouseClass.economy]: [Interior.zeroInt, Interior.chernInt, Interior.predChistInt],
  [HouseClass.comfort]: [Interior.chernInt, Interior.predChistInt, Interior.chistInt],
  [HouseClass.business]: [Interior.predChistInt, Interior.chistInt],
  [HouseClass.elit]: [Interior.predChistInt, Interior.chistInt, Interior.remInt],
};
const EXTRA_FEATURES: readonly TFeature[] = [
  Feature.concierge,
  Feature.landscapeDecore,
  Feature.sportArea,
  Feature.spa,
  Feature.fitness,
  Feature.pool,
  Feature.kindergarten,
  Feature.tennisCourt,
  Feature.recreationZone,
  Feature.fountain,
  Feature.garden,
  Feature.sauna,
  Feature.restaurant,
  Feature.billiards,
  Feature.checkout,
  Feature.commercialProperty,
];
const FEATURE_COUNT: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [2, 4],
  [HouseClass.comfort]: [3, 6],
  [HouseClass.business]: [5, 9],
  [HouseClass.elit]: [7, 12],
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the last month of the quarter `offset` quarters from now's. */
export function quarterDeadline(now: Date, offset: number): string {
  const quarter = Math.floor(now.getUTCMonth() / 3) + offset;
  const year = now.getUTCFullYear() + Math.floor(quarter / 4);
  const month = (((quarter % 4) + 4) % 4) * 3 + 2;
  return isoDate(new Date(Date.UTC(year, month, 1)));
}

export function seaPhrase(meters: number): string {
  return meters < 5000
    ? formatDistance(Math.round(meters / 50) * 50)
    : `около ${Math.round(meters / 1000)} км`;
}

export function personName(rng: Random): string {
  const female = rng.chance(0.5);
  const first = rng.pick(female ? FEMALE_FIRST : MALE_FIRST);
  const last = rng.pick(LAST_NAMES);
  return `${first} ${female ? feminine(last) : last}`;
}

/** A Russian mobile in E.164. */
export const mobile = (rng: Random) =>
  `+79${rng.pick(['18', '88', '38', '28', '67', '89'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;

function contacts(rng: Random, builder: BuilderData): ContactSpec[] {
  return rng.sample(CONTACT_POSITIONS, rng.int(2, 4)).map((position, i) => ({
    position,
    name: personName(rng),
    phone: formatPhone(mobile(rng)),
    phone2: rng.chance(0.3) ? `+7(862)${rng.int(200, 299)}-${rng.int(10, 99)}-${rng.int(10, 99)}` : null,
    email: `${CONTACT_MAILBOXES[i % CONTACT_MAILBOXES.length]}@${builder.slug}.example`,
    email2: rng.chance(0.15) ? `info@${builder.slug}.example` : null,
  }));
}

function features(rng: Random, houseClass: THouseClass, cottage: boolean, isNew: boolean): TFeature[] {
  const list = new Set<TFeature>([Feature.childrenArea, Feature.cctv]);
  if (!cottage) list.add(Feature.elevator);
  for (const f of rng.sample(EXTRA_FEATURES, rng.int(...FEATURE_COUNT[houseClass]))) list.add(f);
  if (houseClass === HouseClass.elit && rng.chance(0.3)) list.add(Feature.helicopterLandingArea);
  if (isNew) list.add(Feature.new);
  return [...list].sort((a, b) => a - b);
}

function payments(rng: Random, cottage: boolean, finished: boolean): TPayment[] {
  const list = new Set<TPayment>([Payment.mortgage, Payment.cash, Payment.maternal, Payment.taxes]);
  if (!cottage && !finished) list.add(Payment.familyMortgage);
  if (rng.chance(0.6)) list.add(Payment.installment);
  if (rng.chance(0.4)) list.add(Payment.military);
  if (rng.chance(0.35)) list.add(Payment.itMortgage);
  if (rng.chance(0.3)) list.add(Payment.stateSupportMortgage);
  if (rng.chance(0.2)) list.add(Payment.subsideMortgage);
  if (rng.chance(0.15)) list.add(Payment.trancheMortgage);
  if (rng.chance(0.15)) list.add(Payment.preferenceMortgage);
  return [...list].sort((a, b) => a - b);
}

function newsFeed(rng: Random, title: string, now: Date, finished: boolean): ComplexSpec['news'] {
  // Handing over keys and the completion certificate only make sense for finished buildings.
  const eligible = NEWS.filter((_, i) => finished || (i !== 7 && i !== 11));
  return rng
    .sample(eligible, rng.int(3, 8))
    .map((template) => ({
      text: fill(template, { title, percent: rng.int(3, 10), months: rng.pick([12, 18, 24, 36]) }),
      created: new Date(now.getTime() - rng.int(1, 360) * 86_400_000 - rng.int(0, 86_399) * 1000),
    }))
    .sort((a, b) => b.created.getTime() - a.created.getTime());
}

export function planComplex(rng: Random, data: ComplexData, index: number, ctx: PlanContext): ComplexPlan {
  const place = PLACES.find((p) => p.key === data.place);
  if (!place) throw new Error(`Unknown place ${data.place}`);
  const cottage = data.structure === Structure.cottage;
  const houseClass = data.houseClass;
  const point = placePoint(rng, place);
  const sea = seaDistanceMeters(point.latitude, point.longitude);
  const address = `${place.addressPrefix}${rng.pick(place.streets)}, ${rng.int(1, 140)}${rng.chance(0.2) ? rng.pick(['А', 'Б', '/2', ' к. 2']) : ''}`;

  const [lo, hi] = (cottage ? HOUSE_PRICE : SQUARE_PRICE)[houseClass];
  const premium = PLACE_PREMIUM[place.key] ?? 0.35;
  // The base is a low floor's two-room flat; higher floors, penthouses and duplexes add up to a third on top.
  const position = Math.min(0.75, Math.max(0.02, premium * 0.7 + rng.float(-0.1, 0.1)));
  const squarePrice = Math.round((lo + (hi - lo) * position) / 1000) * 1000;

  const finished = index > 2 && rng.chance(0.3);
  const interior = rng.pick(INTERIORS[houseClass]);
  const isAction = rng.chance(0.35);

  // Buildings: finished ones in the past, the others from the next quarter on, one or two quarters apart.
  const pavilionCount = cottage ? rng.int(1, 2) : rng.int(1, houseClass === HouseClass.elit ? 2 : 4);
  const firstOffset = finished ? -rng.int(2, 8) : rng.int(1, 4);
  const pavilionWord = rng.pick(PAVILION_WORDS);
  const sectionWord = rng.pick(SECTION_WORDS);
  const streets = rng.shuffle(COTTAGE_STREETS);
  const [fMin, fMax] = place.mountain ? [5, 8] : FLOORS[houseClass];
  const [rMin, rMax] = RISERS[houseClass];
  let maxFloors = 0;
  let streetIndex = 0;
  const pavilions: PavilionSpec[] = [];
  for (let p = 0; p < pavilionCount; p++) {
    // A finished complex was handed over in stages before; a building one may have its first stage done already.
    const offset = finished
      ? firstOffset - (pavilionCount - 1 - p)
      : p === 0 && pavilionCount > 1 && rng.chance(0.3)
        ? -rng.int(1, 4)
        : firstOffset + p * rng.int(1, 2);
    const dateBuild = quarterDeadline(ctx.now, offset);
    const pavilionFinished = dateBuild < isoDate(ctx.now);
    const sectionCount = cottage ? rng.int(1, 3) : rng.int(1, 3);
    const floors = rng.int(fMin, fMax);
    maxFloors = Math.max(maxFloors, floors);
    let number = 1;
    const sections: PavilionSpec['sections'] = [];
    for (let s = 0; s < sectionCount; s++) {
      const first = p === 0 && s === 0;
      if (cottage) {
        sections.push({
          name: streets[streetIndex++ % streets.length]!,
          published: !(sectionCount > 1 && rng.chance(0.05)),
          grid: planCottageStreet(rng, {
            houses: rng.int(5, 12),
            squarePrice,
            interior,
            finished: pavilionFinished,
            actionShare: isAction ? 0.15 : 0.02,
          }),
        });
        continue;
      }
      // The first complexes show every row type: parking, ground and duplexes, then a mansard.
      const top: SectionTop =
        first && index === 0
          ? 'duplex'
          : first && index === 1
            ? 'mansard'
            : rng.weighted<SectionTop>([
                ['flat', 35],
                ['penthouse', 25],
                ['mansard', place.mountain || houseClass === HouseClass.comfort ? 25 : 10],
                ['duplex', houseClass >= HouseClass.business ? 25 : 10],
              ]);
      const parkingChance = { 1: 0.2, 2: 0.5, 3: 0.75, 4: 0.9 }[houseClass];
      const planned = planSectionGrid(rng, {
        floors: Math.max(5, floors + rng.int(-2, 0)),
        risers: rng.int(rMin, rMax),
        parkingRows: first && index < 2 ? 1 : rng.chance(parkingChance) ? rng.int(1, 2) : 0,
        ground: (first && index === 0) || rng.chance(0.4),
        top,
        squarePrice,
        houseClass,
        interior,
        finished: pavilionFinished,
        actionShare: isAction ? 0.12 : 0.02,
        firstNumber: number,
      });
      number = planned.lastNumber + 1;
      sections.push({
        name: `${sectionWord} ${s + 1}`,
        published: !(sectionCount > 1 && s > 0 && rng.chance(0.06)),
        grid: planned.grid,
      });
    }
    pavilions.push({
      name: cottage ? `Очередь ${p + 1}` : `${pavilionWord} ${p + 1}`,
      published: !(pavilionCount > 1 && p > 0 && rng.chance(0.06)),
      dateBuild,
      isFinished: pavilionFinished,
      isAction: isAction && rng.chance(0.5),
      sections,
    });
  }
  const lastDeadline = pavilions
    .map((p) => p.dateBuild!)
    .sort()
    .at(-1)!;
  const allFinished = pavilions.every((p) => p.isFinished);

  const material = cottage
    ? rng.pick([Material.brick, Material.aeratedConcrete, Material.wood, Material.frame])
    : houseClass >= HouseClass.business
      ? rng.pick([Material.monolith, Material.monolithFrame, Material.monolithBrick])
      : rng.pick([Material.monolithFrame, Material.monolithBrick, Material.panel, Material.block]);
  const ceilingHeight = {
    1: 2.7,
    2: rng.pick([2.8, 2.9, 3]),
    3: rng.pick([3, 3.1, 3.2]),
    4: rng.pick([3.2, 3.4, 3.6]),
  }[houseClass];
  const values = {
    title: data.title,
    classTitle: HouseClass.title(houseClass).toLowerCase(),
    place: place.name,
    sea: seaPhrase(sea),
    floors: maxFloors,
    ceiling: String(ceilingHeight).replace('.', ','),
    interior: INTERIOR_PHRASES[interior]!,
    material: MATERIAL_PHRASES[material]!,
  };
  const paragraphs = cottage
    ? COTTAGE_DESCRIPTION
    : [
        rng.pick(DESCRIPTION_INTRO),
        rng.pick(DESCRIPTION_ARCHITECTURE),
        rng.pick(DESCRIPTION_YARD),
        rng.pick(DESCRIPTION_FLATS),
        ...(rng.chance(0.7) ? [rng.pick(DESCRIPTION_DEAL)] : []),
      ];
  const paymentList = payments(rng, cottage, allFinished);
  const hasGas = cottage || rng.chance(0.5);
  const createdAt = new Date(ctx.now.getTime() - rng.int(60, 720) * 86_400_000);

  const spec: ComplexSpec = {
    object: {
      title: data.title,
      ownerId: ctx.ownerId,
      type: data.structure,
      published: !data.draft,
      publishedAt: data.draft ? null : new Date(createdAt.getTime() + rng.int(1, 10) * 86_400_000),
      isFinished: allFinished,
      dateBuild: lastDeadline,
      isAction,
      description: paragraphs.map((p) => fill(p, values)).join('\n\n'),
      site: `https://${data.slug}.example`,
      address,
      subregionId: ctx.subregionIds.get(place.key) ?? null,
      latitude: point.latitude,
      longitude: point.longitude,
      features: features(rng, houseClass, cottage, !allFinished && firstOffset >= 3),
      houseType: cottage ? HouseType.cottage : HouseType.apartment,
      houseClass,
      material,
      territory:
        houseClass === HouseClass.elit
          ? Territory.close
          : houseClass === HouseClass.business
            ? rng.pick([Territory.close, Territory.guarded])
            : rng.pick([Territory.guarded, Territory.open]),
      houseRoad: cottage
        ? rng.pick([HouseRoad.asphalt, HouseRoad.concrete, HouseRoad.dirt])
        : HouseRoad.asphalt,
      parking: cottage
        ? [Parking.house]
        : houseClass >= HouseClass.business
          ? rng.pick([[Parking.underground], [Parking.underground, Parking.covered], [Parking.multilevel]])
          : rng.pick([[Parking.house], [Parking.house, Parking.underground], [Parking.multilevel]]),
      ceilingHeight,
      distanceSea: Math.round(sea / 10) * 10,
      electricity: Electricity.connected,
      gas: hasGas ? Gas.yes : Gas.no,
      sewage: cottage && rng.chance(0.4) ? Sewage.local : Sewage.central,
      water: cottage && rng.chance(0.3) ? Water.borehole : Water.central,
      heating: cottage
        ? Heating.gasBoiler
        : hasGas
          ? rng.pick([Heating.gasBoiler, Heating.roofBoiler])
          : rng.pick([Heating.central, Heating.electric]),
      checkout: allFinished
        ? CHECKOUT_TEXTS[1]
        : rng.pick([CHECKOUT_TEXTS[0], CHECKOUT_TEXTS[2], CHECKOUT_TEXTS[3]]),
      agreement: cottage
        ? rng.pick([AgreementType.PurchaseAndSale, AgreementType.Preliminary])
        : allFinished
          ? AgreementType.PurchaseAndSale
          : AgreementType.AssignmentLoan214,
      payments: paymentList,
      roomTypes: cottage
        ? [RoomType.zhiloeHouse]
        : houseClass >= HouseClass.business && rng.chance(0.35)
          ? [RoomType.apartmentRoom]
          : [RoomType.zhiloeRoom],
      contractTotal: rng.chance(0.8) ? ContractTotal.full : ContractTotal.partial,
      installmentConditions: paymentList.includes(Payment.installment) ? rng.pick(INSTALLMENT_TEXTS) : null,
      docsSurchargePrice: rng.chance(0.6) ? rng.pick([15_000, 25_000, 35_000, 50_000]) : null,
      serviceCost: rng.int(35, houseClass >= HouseClass.business ? 140 : 70),
      gasSurchargePrice: hasGas && rng.chance(0.5) ? rng.pick([90_000, 120_000, 150_000]) : null,
      trashSurchargePrice: rng.chance(0.3) ? rng.pick([3_000, 5_000]) : null,
      communicationsSurchargePrice: cottage ? rng.pick([250_000, 400_000, 600_000]) : null,
      balconySurchargePrice: !cottage && rng.chance(0.3) ? rng.pick([45_000, 60_000, 90_000]) : null,
      commission: rng.int(4, 12) / 2,
      commissionText: rng.pick(COMMISSION_NOTES),
      createdAt,
      updatedAt: createdAt,
    },
    builderIds: ctx.builderIds,
    contacts: contacts(rng, ctx.builder),
    news: newsFeed(rng, data.title, ctx.now, allFinished),
    pavilions,
  };
  return {
    data,
    place,
    spec,
    look: {
      sea: sea < 1800 && !place.mountain,
      alps: !!place.mountain,
      floors: maxFloors,
      towers: pavilionCount,
      cottage,
      premium: houseClass >= HouseClass.business,
    },
  };
}
