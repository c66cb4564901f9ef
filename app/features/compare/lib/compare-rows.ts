// The comparison's rows: each fact as text per column, and whether the columns differ on it (a row the eye should
// stop at). Empty values count: «—» next to «Монолит» is a difference too.
import { HouseClass, Interior, Layout, Material, Parking, Payment } from '#shared/enums.ts';
import { formatArea, formatDistance, formatPrice, formatQuarter } from '#shared/format.ts';
import type { TCompareItem } from '#shared/schemas/compare.ts';
import { fill } from '#shared/texts/ru.ts';
import { compareTexts } from '#shared/texts/compare.ts';

const t = compareTexts;

export interface CompareRow {
  key: keyof typeof t.rows;
  title: string;
  values: string[];
  differs: boolean;
}

type Read = (item: TCompareItem) => string;

const list = (titles: string[]) => titles.filter(Boolean).join(', ');

const READERS: Record<keyof typeof t.rows, Read> = {
  price: (i) => formatPrice(i.price),
  squarePrice: (i) => formatPrice(i.squarePrice),
  area: (i) => formatArea(i.area),
  floor: (i) => (i.floor == null ? '' : i.floors ? fill(t.floorOf, i.floor, i.floors) : String(i.floor)),
  layout: (i) => Layout.title(i.layout),
  interior: (i) => Interior.title(i.interior),
  deadline: (i) => (i.isFinished ? t.page.finished : formatQuarter(i.dateBuild)),
  houseClass: (i) => HouseClass.title(i.houseClass),
  material: (i) => Material.title(i.material),
  distanceSea: (i) => formatDistance(i.distanceSea),
  parking: (i) => list(i.parking.map((p) => Parking.title(p))),
  payments: (i) => list(i.payments.map((p) => Payment.title(p))),
};

/** Every row in the order the screen shows them; with one column nothing differs. */
export function compareRows(items: readonly TCompareItem[]): CompareRow[] {
  return (Object.keys(READERS) as (keyof typeof t.rows)[]).map((key) => {
    const values = items.map(READERS[key]);
    return {
      key,
      title: t.rows[key],
      values,
      differs: items.length > 1 && new Set(values).size > 1,
    };
  });
}
