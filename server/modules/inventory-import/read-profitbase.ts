// Profitbase's XML export: one <property> per unit, its fields as child elements named as in Profitbase's
// property API (id, house/houseName, section, floor, number, rooms_amount, area/area_total, price/value, status
// AVAILABLE | BOOKED | SOLD | UNAVAILABLE…). Both snake_case and camelCase spellings are read.
import { xmlItems, mapItems, type TXmlItem } from './read-xml.ts';
import type { TRawRow } from './raw-row.ts';

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

export const readProfitbase = (data: Buffer): AsyncGenerator<TRawRow> =>
  mapItems(xmlItems(data, 'property'), profitbaseRow);
