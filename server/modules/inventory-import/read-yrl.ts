// Yandex Realty (YRL) new-build feed: one <offer internal-id> per unit. The unit's building and section come from
// <building-section> («Корпус 1, Секция 2», as our own feed writes it; a bare «Секция 2» falls under
// <building-name>), its number from <location><apartment>, rooms from <rooms>/<studio>/<open-plan>, the price and
// area from their <value>. YRL has no unit status: a unit in the feed is on sale (or an assignment by deal-status).
import { xmlItems, mapItems, type TXmlItem } from './read-xml.ts';
import type { TRawRow } from './raw-row.ts';

function buildingAndSection(item: TXmlItem): [string | null, string | null] {
  const named = item.get('building-section');
  const phase = item.get('building-phase') ?? item.get('building-name') ?? null;
  if (!named) return [phase, null];
  const comma = named.lastIndexOf(',');
  if (comma > 0) return [named.slice(0, comma).trim(), named.slice(comma + 1).trim()];
  return [phase, named.trim()];
}

export function yrlRow(item: TXmlItem): TRawRow['cells'] {
  const [building, section] = buildingAndSection(item);
  const rooms =
    item.get('studio') === 'да' || item.get('studio') === 'true'
      ? 'студия'
      : item.get('open-plan') === 'да' || item.get('open-plan') === 'true'
        ? 'св'
        : (item.get('rooms') ?? null);
  return {
    externalId: item.get('@internal-id') ?? null,
    building,
    section,
    floor: item.get('floor') ?? null,
    number: item.get('location/apartment') ?? item.get('apartment') ?? null,
    rooms,
    area: item.get('area/value') ?? null,
    price: item.get('price/value') ?? null,
    status: item.get('deal-status') === 'переуступка' ? 'переуступка' : 'в продаже',
    plan: item.get('image[plan]') ?? null,
    layout: null,
  };
}

export const readYrl = (data: Buffer): AsyncGenerator<TRawRow> => mapItems(xmlItems(data, 'offer'), yrlRow);
