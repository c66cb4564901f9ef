// Profitbase exports inventory two ways, both read here:
// - «Profitbase XML» (`/export/profitbase_xml/{hash}`): a Yandex-realty feed, `<realty-feed type="profitbase_xml">`,
//   one `<offer internal-id>` per unit with Profitbase's additions: `<object><name>` the complex, `<house><name>` the
//   building, `<number>` the unit, `<status>` AVAILABLE | BOOKED | SOLD | UNAVAILABLE, plans as `<image type="plan">`.
// - the property API's shape: one `<property>` per unit, fields named as in that API (id, house/houseName, section,
//   floor, number, rooms_amount, area/area_total, price/value, status), snake_case or camelCase.
import { xmlItems, mapItems, type TXmlItem } from './read-xml.ts';
import type { TRawRow } from './raw-row.ts';
import { yrlRow } from './read-yrl.ts';

const first = (item: TXmlItem, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = item.get(key);
    if (value !== undefined && value !== '') return value;
  }
  return null;
};

export function profitbaseRow(item: TXmlItem): TRawRow['cells'] {
  const studio = first(item, 'studio', 'is_studio', 'isStudio');
  const freePlan = first(item, 'free_layout', 'freeLayout');
  return {
    externalId: first(item, '@id', 'id'),
    building: first(item, 'house_name', 'houseName', 'house/title', 'house', 'house_id', 'houseId'),
    section: first(item, 'section_name', 'sectionName', 'section', 'section/title'),
    floor: first(item, 'floor'),
    number: first(item, 'number'),
    rooms:
      studio === '1' || studio === 'true'
        ? 'студия'
        : freePlan === '1' || freePlan === 'true'
          ? 'св'
          : first(item, 'rooms_amount', 'roomsAmount', 'rooms'),
    area: first(item, 'area/area_total', 'area/areaTotal', 'area_total', 'areaTotal', 'area'),
    price: first(item, 'price/value', 'price'),
    status: first(item, 'status'),
    layout: first(item, 'layout_code', 'layoutCode', 'layout'),
    plan: first(item, 'layout_image', 'plan', 'image'),
  };
}

/** An `<offer>` of the «Profitbase XML» realty feed: YRL's fields, with Profitbase's building, number and status. */
export function profitbaseOfferRow(item: TXmlItem): TRawRow['cells'] {
  const yrl = yrlRow(item);
  return {
    ...yrl,
    building: first(item, 'house/name') ?? yrl.building,
    section: yrl.section ?? first(item, 'section', 'section-name'),
    number: first(item, 'number') ?? yrl.number,
    status: first(item, 'status') ?? yrl.status,
    plan: first(item, 'image[plan]'),
  };
}

/** The realty-feed form when the file holds offers; the property form otherwise. */
export function readProfitbase(data: Buffer): AsyncGenerator<TRawRow> {
  const head = data.subarray(0, 4096).toString('latin1');
  return /<(\w+:)?realty-feed\b/.test(head)
    ? mapItems(xmlItems(data, 'offer'), profitbaseOfferRow)
    : mapItems(xmlItems(data, 'property'), profitbaseRow);
}
