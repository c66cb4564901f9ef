// Avito Autoload, category «Квартиры», market «Новостройка»: <Ads formatVersion="3" target="Avito.ru"><Ad>… per unit.
// Avito takes a new-build flat only with the complex's NewDevelopmentId from its catalogue and a decoration state:
// without either the unit stays out of this feed (docs/feeds.md). The rules: schemas/avito.xsd.
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';
import { FINISHING, LAYOUT, MATERIAL } from './vocabulary.ts';
import { eachOffer, unitDescription } from './unit-facts.ts';
import { XML_DECLARATION, el, empty, wrap } from './xml.ts';

/** Avito cuts a description longer than this. */
const AVITO_DESCRIPTION_MAX = 7500;

function ad(unit: FeedUnit, complex: FeedComplex): string {
  const rooms = LAYOUT[unit.layout]?.avito;
  if (!rooms || !complex.avitoDevelopmentId || unit.interior == null) return '';
  const images = [unit.plan, ...complex.photos].filter((url): url is string => url != null);
  return wrap('Ad', [
    el('Id', unit.id),
    el('Category', 'Квартиры'),
    el('OperationType', 'Продам'),
    el('MarketType', 'Новостройка'),
    el('NewDevelopmentId', complex.avitoDevelopmentId),
    el('DevelopmentsBuildingName', unit.buildingName),
    el('PropertyRights', 'Застройщик'),
    el('Status', 'Квартира'),
    el('Address', complex.address),
    el('Latitude', complex.latitude),
    el('Longitude', complex.longitude),
    el('Description', unitDescription(unit, complex).slice(0, AVITO_DESCRIPTION_MAX)),
    el('Price', unit.price),
    el('Rooms', rooms),
    el('Square', unit.area),
    el('Floor', unit.floor),
    el('Floors', unit.floorsTotal),
    el('HouseType', complex.material != null ? MATERIAL[complex.material].avito : null),
    el('Decoration', FINISHING[unit.interior].avito),
    el('CompanyName', complex.organization),
    el('ManagerName', complex.contact.name),
    el('ContactPhone', complex.contact.phone),
    wrap(
      'Images',
      images.map((url) => empty('Image', { url })),
    ),
  ]);
}

export const renderAvitoOffers = (data: FeedData) => eachOffer(data, ad);

export function avitoDocument(ads: string): string {
  return `${XML_DECLARATION}<Ads formatVersion="3" target="Avito.ru">\n${ads}</Ads>\n`;
}
