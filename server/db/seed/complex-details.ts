// The details of a demo complex: contacts, features, payment options, a news feed, people and phone numbers.
import {
  Feature,
  HouseClass,
  Payment,
  type TFeature,
  type THouseClass,
  type TPayment,
} from '#shared/enums.ts';
import { formatDistance, formatPhone } from '#shared/format.ts';
import type { BuilderData } from './content/companies.ts';
import { CONTACT_POSITIONS, FEMALE_FIRST, LAST_NAMES, MALE_FIRST, feminine } from './content/people.ts';
import { CONTACT_MAILBOXES, NEWS } from './content/texts.ts';
import type { ComplexSpec, ContactSpec } from './create-complex.ts';
import type { Random } from './random.ts';

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

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

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

export function contacts(rng: Random, builder: BuilderData): ContactSpec[] {
  return rng.sample(CONTACT_POSITIONS, rng.int(2, 4)).map((position, i) => ({
    position,
    name: personName(rng),
    phone: formatPhone(mobile(rng)),
    phone2: rng.chance(0.3) ? `+7(862)${rng.int(200, 299)}-${rng.int(10, 99)}-${rng.int(10, 99)}` : null,
    email: `${CONTACT_MAILBOXES[i % CONTACT_MAILBOXES.length]}@${builder.slug}.example`,
    email2: rng.chance(0.15) ? `info@${builder.slug}.example` : null,
  }));
}

export function features(rng: Random, houseClass: THouseClass, cottage: boolean, isNew: boolean): TFeature[] {
  const list = new Set<TFeature>([Feature.childrenArea, Feature.cctv]);
  if (!cottage) list.add(Feature.elevator);
  for (const f of rng.sample(EXTRA_FEATURES, rng.int(...FEATURE_COUNT[houseClass]))) list.add(f);
  if (houseClass === HouseClass.elit && rng.chance(0.3)) list.add(Feature.helicopterLandingArea);
  if (isNew) list.add(Feature.new);
  return [...list].sort((a, b) => a - b);
}

export function payments(rng: Random, cottage: boolean, finished: boolean): TPayment[] {
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

export function newsFeed(rng: Random, title: string, now: Date, finished: boolean): ComplexSpec['news'] {
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
