// Yandex Realty (YRL) for new buildings: <realty-feed> with one <offer internal-id> per unit, new-flat «да». Which
// Kvartal field goes where, and why: docs/feeds.md; the rules we hold it to: schemas/yandex.xsd.
import { CellStatus } from '#shared/enums.ts';
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';
import { FINISHING, LAYOUT, MATERIAL } from './vocabulary.ts';
import { deadlineOf, eachOffer, unitDescription } from './unit-facts.ts';
import { XML_DECLARATION, el, wrap } from './xml.ts';

export const YANDEX_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function offer(unit: FeedUnit, complex: FeedComplex): string {
  const rooms = LAYOUT[unit.layout]?.yandex;
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
      el('renovation', unit.interior != null ? FINISHING[unit.interior].yandex : null),
      el('description', unitDescription(unit, complex)),
      el('new-flat', 'да'),
      el('rooms', rooms.rooms),
      el('studio', rooms.studio ? 'да' : null),
      el('open-plan', rooms.openPlan ? 'да' : null),
      el('floor', unit.floor),
      el('floors-total', unit.floorsTotal),
      el('building-name', complex.title),
      el('yandex-building-id', complex.yandexBuildingId),
      el('building-type', complex.material != null ? MATERIAL[complex.material].yandex : null),
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
