// Plans one demo complex from its row in content/companies.ts: place, deadline, characteristics, texts and buildings.
import {
  AgreementType,
  ContractTotal,
  Electricity,
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
  type THouseClass,
  type TInterior,
} from '#shared/enums.ts';
import type { BuilderData, ComplexData } from './content/companies.ts';
import { PLACES, type PlaceData } from './content/geo.ts';
import {
  CHECKOUT_TEXTS,
  COMMISSION_NOTES,
  COTTAGE_DESCRIPTION,
  DESCRIPTION_ARCHITECTURE,
  DESCRIPTION_DEAL,
  DESCRIPTION_FLATS,
  DESCRIPTION_INTRO,
  DESCRIPTION_YARD,
  INSTALLMENT_TEXTS,
  INTERIOR_PHRASES,
  MATERIAL_PHRASES,
} from './content/texts.ts';
import {
  contacts,
  features,
  fill,
  newsFeed,
  payments,
  quarterDeadline,
  seaPhrase,
} from './complex-details.ts';
import type { ComplexSpec } from './create-complex.ts';
import { placePoint, seaDistanceMeters } from './geo-math.ts';
import type { Random } from './random.ts';
import { planBuildings } from './buildings-plan.ts';

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

const INTERIORS: Record<THouseClass, readonly TInterior[]> = {
  [HouseClass.economy]: [Interior.zeroInt, Interior.chernInt, Interior.predChistInt],
  [HouseClass.comfort]: [Interior.chernInt, Interior.predChistInt, Interior.chistInt],
  [HouseClass.business]: [Interior.predChistInt, Interior.chistInt],
  [HouseClass.elit]: [Interior.predChistInt, Interior.chistInt, Interior.remInt],
};
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

  const { pavilions, maxFloors } = planBuildings(rng, {
    now: ctx.now,
    index,
    cottage,
    mountain: !!place.mountain,
    houseClass,
    squarePrice,
    interior,
    finished,
    isAction,
  });
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
      features: features(rng, houseClass, cottage, lastDeadline >= quarterDeadline(ctx.now, 3)),
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
      towers: pavilions.length,
      cottage,
      premium: houseClass >= HouseClass.business,
    },
  };
}
