// Yandex Realty (YRL) for new buildings: <realty-feed> with one <offer internal-id> per unit, new-flat «да». Which
// Kvartal field goes where, and why: docs/feeds.md; the rules we hold it to: schemas/yandex.xsd.
import {
  CellStatus,
  Interior,
  Layout,
  Material,
  type TInterior,
  type TLayout,
  type TMaterial,
} from '#shared/enums.ts';
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';
import { deadlineOf, eachOffer, unitDescription } from './unit-facts.ts';
import { XML_DECLARATION, el, wrap } from './xml.ts';

export const YANDEX_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';

/** Rooms, and the studio or open-plan flag Yandex wants beside them. */
const ROOMS: Record<TLayout, { rooms: number; studio?: true; openPlan?: true } | null> = {
  [Layout.studio]: { rooms: 1, studio: true },
  [Layout.one]: { rooms: 1 },
  [Layout.two]: { rooms: 2 },
  [Layout.three]: { rooms: 3 },
  [Layout.all]: { rooms: 1, openPlan: true },
  // Kvartal does not know a penthouse's rooms, and Yandex requires them: left out (docs/feeds.md).
  [Layout.penthouse]: null,
};

export const YANDEX_RENOVATION: Record<TInterior, string> = {
  [Interior.zeroInt]: 'без отделки',
  [Interior.chernInt]: 'черновая отделка',
  [Interior.predChistInt]: 'предчистовая отделка',
  [Interior.chistInt]: 'чистовая отделка',
  [Interior.remInt]: 'под ключ',
  [Interior.chastRemInt]: 'частичный ремонт',
};

const BUILDING_TYPE: Partial<Record<TMaterial, string>> = {
  [Material.monolith]: 'монолит',
  [Material.monolithFrame]: 'монолит',
  [Material.monolithBrick]: 'кирпично-монолитный',
  [Material.brick]: 'кирпичный',
  [Material.panel]: 'панельный',
  [Material.block]: 'блочный',
  [Material.aeratedConcrete]: 'блочный',
  [Material.wood]: 'деревянный',
};

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function offer(unit: FeedUnit, complex: FeedComplex): string {
  const rooms = ROOMS[unit.layout];
  if (!rooms) return '';
  const deadline = deadlineOf(unit.deadline);
  const phone = complex.contact.phone;
  // The portal takes no offer without a phone to call.
  if (!phone) return '';
  return wrap(
    'offer',
    [
      el('type', 'продажа'),
      el('property-type', 'жилая'),
      el('category', 'квартира'),
      el('url', complex.url),
      el('creation-date', iso(unit.createdAt)),
      el('last-update-date', iso(unit.updatedAt)),
      wrap('location', [
        el('country', 'Россия'),
        el('region', complex.region),
        el('locality-name', complex.locality),
        el('sub-locality-name', complex.district),
        el('address', complex.address),
        el('apartment', unit.number),
        el('latitude', complex.latitude),
        el('longitude', complex.longitude),
      ]),
      wrap('sales-agent', [
        el('name', complex.contact.name),
        el('phone', phone),
        el('category', 'застройщик'),
        el('organization', complex.organization),
        el('url', complex.site),
        el('email', complex.contact.email),
      ]),
      el('deal-status', unit.status === CellStatus.assignment ? 'переуступка' : 'первичная продажа'),
      wrap('price', [el('value', unit.price), el('currency', 'RUB')]),
      wrap('area', [el('value', unit.area), el('unit', 'кв. м')]),
      el('image', unit.plan, { tag: 'plan' }),
      ...complex.photos.map((url) => el('image', url)),
      el('renovation', unit.interior != null ? YANDEX_RENOVATION[unit.interior] : null),
      el('description', unitDescription(unit, complex)),
      el('new-flat', 'да'),
      el('rooms', rooms.rooms),
      el('studio', rooms.studio ? 'да' : null),
      el('open-plan', rooms.openPlan ? 'да' : null),
      el('floor', unit.floor),
      el('floors-total', unit.floorsTotal),
      el('building-name', complex.title),
      el('yandex-building-id', complex.yandexBuildingId),
      el('building-type', complex.material != null ? BUILDING_TYPE[complex.material] : null),
      el('building-section', `${unit.buildingName}, ${unit.sectionName}`),
      el('building-state', unit.finished ? 'hand-over' : 'unfinished'),
      el('built-year', deadline?.year),
      el('ready-quarter', deadline?.quarter),
    ],
    { 'internal-id': unit.id },
  );
}

export const renderYandexOffers = (data: FeedData) => eachOffer(data, offer);

export function yandexDocument(offers: string, generated: Date): string {
  return `${XML_DECLARATION}<realty-feed xmlns="${YANDEX_NAMESPACE}">\n${el('generation-date', iso(generated))}\n${offers}</realty-feed>\n`;
}
