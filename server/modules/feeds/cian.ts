// Cian's XML feed, version 2, category newBuildingFlatSale: <feed><feed_version>2</feed_version><object>… per unit,
// the complex and building in JKSchema. Field by field: docs/feeds.md; the rules: schemas/cian.xsd.
import { CellStatus } from '#shared/enums.ts';
import type { FeedComplex, FeedData, FeedUnit } from './load-feed.ts';
import { FINISHING, LAYOUT, MATERIAL } from './vocabulary.ts';
import { deadlineOf, eachOffer, unitDescription } from './unit-facts.ts';
import { XML_DECLARATION, el, wrap } from './xml.ts';

const QUARTER = ['first', 'second', 'third', 'fourth'] as const;

function photo(url: string, isDefault: boolean): string {
  return wrap('PhotoSchema', [el('FullUrl', url), el('IsDefault', isDefault)]);
}

function object(unit: FeedUnit, complex: FeedComplex): string {
  const rooms = LAYOUT[unit.layout]?.cian;
  if (!rooms) return '';
  const deadline = deadlineOf(unit.deadline);
  const phone = complex.contact.phone;
  // The portal takes no offer without a phone to call.
  if (!phone) return '';
  return wrap('object', [
    el('ExternalId', unit.id),
    el('Category', 'newBuildingFlatSale'),
    el('Description', unitDescription(unit, complex)),
    el('Address', complex.address),
    wrap(
      'Coordinates',
      complex.latitude != null && complex.longitude != null
        ? [el('Lat', complex.latitude), el('Lng', complex.longitude)]
        : [],
    ),
    wrap('Phones', phone ? wrap('PhoneSchema', [el('CountryCode', '+7'), el('Number', phone.slice(2))]) : ''),
    wrap('SubAgent', [el('Email', complex.contact.email), el('FirstName', complex.contact.name)]),
    wrap('LayoutPhoto', unit.plan ? [el('FullUrl', unit.plan), el('IsDefault', true)] : []),
    wrap(
      'Photos',
      complex.photos.map((url, i) => photo(url, i === 0)),
    ),
    el('FlatRoomsCount', rooms.count),
    el('TotalArea', unit.area),
    el('FloorNumber', unit.floor),
    el('Decoration', unit.interior != null ? FINISHING[unit.interior].cian : null),
    wrap('JKSchema', [
      el('Id', complex.cianJkId),
      el('Name', complex.title),
      wrap('House', [
        el('Name', unit.buildingName),
        wrap('Flat', [
          el('FlatNumber', unit.number),
          el('SectionNumber', unit.sectionName),
          el('FlatType', rooms.type),
        ]),
      ]),
    ]),
    wrap('Building', [
      el('FloorsCount', unit.floorsTotal),
      el('MaterialType', complex.material != null ? MATERIAL[complex.material].cian : null),
      wrap(
        'Deadline',
        unit.finished
          ? [el('IsComplete', true)]
          : deadline
            ? [
                el('Quarter', QUARTER[deadline.quarter - 1]),
                el('Year', deadline.year),
                el('IsComplete', false),
              ]
            : [],
      ),
    ]),
    wrap('BargainTerms', [
      el('Price', unit.price),
      el('Currency', 'rur'),
      // A builder sells under 214-FZ (a share-participation contract); an assignment is a contract of assignment.
      el('SaleType', unit.status === CellStatus.assignment ? 'dupt' : 'fz214'),
    ]),
  ]);
}

export const renderCianOffers = (data: FeedData) => eachOffer(data, object);

export function cianDocument(objects: string): string {
  return `${XML_DECLARATION}<feed>\n${el('feed_version', 2)}\n${objects}</feed>\n`;
}
