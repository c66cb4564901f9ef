// Avito Autoload, category «Квартиры», market «Новостройка»: <Ads formatVersion="3" target="Avito.ru"><Ad>… per unit.
// Avito takes a new-build flat only with the complex's NewDevelopmentId from its catalogue and a decoration state:
// without either the unit stays out of this feed (docs/feeds.md). The rules: schemas/avito.xsd.
import { Interior, Layout, Material, type TInterior, type TLayout, type TMaterial } from '#shared/enums.ts';
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';
import { eachOffer, unitDescription } from './unit-facts.ts';
import { XML_DECLARATION, el, empty, wrap } from './xml.ts';

/** Avito cuts a description longer than this. */
const AVITO_DESCRIPTION_MAX = 7500;

const ROOMS: Record<TLayout, string | null> = {
  [Layout.studio]: 'Студия',
  [Layout.one]: '1',
  [Layout.two]: '2',
  [Layout.three]: '3',
  [Layout.all]: 'Свободная планировка',
  [Layout.penthouse]: null,
};

/** Avito's three states of a new flat's finish. */
export const AVITO_DECORATION: Record<TInterior, string> = {
  [Interior.zeroInt]: 'Без отделки',
  [Interior.chernInt]: 'Без отделки',
  [Interior.predChistInt]: 'Предчистовая',
  [Interior.chistInt]: 'Чистовая',
  [Interior.remInt]: 'Чистовая',
  [Interior.chastRemInt]: 'Предчистовая',
};

const HOUSE_TYPE: Partial<Record<TMaterial, string>> = {
  [Material.monolith]: 'Монолитный',
  [Material.monolithFrame]: 'Монолитный',
  [Material.monolithBrick]: 'Монолитно-кирпичный',
  [Material.brick]: 'Кирпичный',
  [Material.panel]: 'Панельный',
  [Material.block]: 'Блочный',
  [Material.aeratedConcrete]: 'Блочный',
  [Material.wood]: 'Деревянный',
};

function ad(unit: FeedUnit, complex: FeedComplex): string {
  const rooms = ROOMS[unit.layout];
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
    el('HouseType', complex.material != null ? HOUSE_TYPE[complex.material] : null),
    el('Decoration', AVITO_DECORATION[unit.interior]),
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
