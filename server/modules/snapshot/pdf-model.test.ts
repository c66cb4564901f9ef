import { describe, expect, it } from 'vitest';
import type { TSnapshotRead, TSnapshotCard } from '#shared/schemas/collections.ts';
import type { TItemChanges, TUnitCard } from '#shared/schemas/collections-live.ts';
import { changeLines, pdfFileName, snapshotPdfModel } from './pdf-model.ts';

const offer = {
  id: 7,
  isOffer: true,
  isFavorite: false,
  published: true,
  status: 2,
  title: '2-комнатная квартира, 54 м²',
  image: { id: 31, s: '', m: '', l: '', xl: '' },
  images: [],
  price: 12_500_000,
  area: 54,
  squarePrice: 231_481,
  cntApart: 3,
  roomType: null,
  floor: 5,
  floorsTotal: 9,
  interior: 4,
  address: 'г. Сочи, ул. Роз, 3',
  region: null,
  subregion: { id: 1, name: 'Хостинский', parent: null },
  latitude: null,
  longitude: null,
  isAction: false,
  object: { id: 3, title: 'ЖК Морской' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  commission: null,
} as const satisfies TSnapshotCard;

const unchanged: TItemChanges = {
  priceWas: 12_500_000,
  priceNow: 12_500_000,
  statusWas: 2,
  statusNow: 2,
  onSaleWas: null,
  onSaleNow: null,
  deadlineMoved: false,
  newProgressReport: false,
  available: true,
  hidden: false,
};

const snapshot: TSnapshotRead = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'Для Петровых',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  author: { name: null, phone: '+79000000004', whatsapp: null, telegram: 'kate_sochi' },
  agency: null,
  isOwner: false,
  objects: [offer],
  items: [
    {
      kind: 2,
      id: 7,
      title: offer.title,
      unit: null,
      changes: unchanged,
      mark: null,
      comments: [],
    },
  ],
};

const links = {
  page: 'https://k.example/AAA',
  item: (card: TSnapshotCard) => `https://k.example/AAA/${card.id}`,
  unit: (unit: TUnitCard) => `https://k.example/AAA/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.id}`,
};

describe('[snapshots] the PDF model built from the snapshot read', () => {
  it('formats prices, facts and contacts in Russian and links each item to its live page', () => {
    const model = snapshotPdfModel(snapshot, links, new Map([[7, 99]]));
    expect(model.fileName).toBe('Подборка Для Петровых.pdf');
    expect(model.agent).toEqual({
      name: 'Агент',
      agency: null,
      contacts: [
        { label: 'Телефон', value: '+7(900)000-00-04', link: 'tel:+79000000004' },
        { label: 'Telegram', value: '@kate_sochi', link: 'https://t.me/kate_sochi' },
      ],
    });
    const [item] = model.items;
    expect(item).toMatchObject({
      kind: 'ЖК Морской',
      photoId: 31,
      planId: 99,
      address: 'г. Сочи, ул. Роз, 3, Хостинский',
      url: 'https://k.example/AAA/7',
      changes: [],
    });
    expect(item!.price.replace(/\s/g, ' ')).toBe('12 500 000 ₽');
    expect(item!.facts.map(([label]) => label)).toEqual(['Площадь', 'Этаж', 'Планировка', 'Отделка']);
    expect(item!.facts[1]![1]).toBe('5 из 9');
    const agencyName = 'Агентство недвижимости «Южный квартал»';
    const sentForAgency = { ...snapshot, agency: { name: agencyName, logoUrl: null } };
    expect(snapshotPdfModel(sentForAgency, links).agent.agency).toBe(agencyName);
  });

  it('prints the changes since sent, nothing when nothing changed', () => {
    expect(changeLines(unchanged, true)).toEqual([]);
    const changed = { ...unchanged, priceWas: 13_000_000, statusNow: 3, available: false };
    const lines = changeLines(changed, true).map((line) => line.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Цена: было 13 000 000 ₽, стало 12 500 000 ₽',
      'Статус: был «Активно», стал «Неактивно»',
      'Больше не продаётся',
    ]);
  });

  it('prints a unit with its complex, building and section, its plan and its place on the chessboard', () => {
    const unit: TUnitCard = {
      id: 501,
      objectId: 3,
      objectTitle: 'ЖК Морской',
      pavilionName: 'Корпус 1',
      sectionId: 12,
      sectionName: 'Секция 2',
      floor: 7,
      number: '74',
      cntApart: 3,
      area: 61.2,
      price: 15_300_000,
      squarePrice: 250_000,
      status: 5,
      plan: { id: 44, s: '', m: '', l: '', xl: '' },
      published: true,
    };
    const changes = {
      ...unchanged,
      priceWas: 15_000_000,
      priceNow: 15_300_000,
      statusWas: 4,
      statusNow: 5,
      available: false,
    };
    const model = snapshotPdfModel(
      {
        ...snapshot,
        objects: [],
        items: [{ kind: 3, id: 501, title: '№ 74', unit, changes, mark: null, comments: [] }],
      },
      links,
    );
    const [item] = model.items;
    expect(item).toMatchObject({
      kind: 'ЖК Морской, Корпус 1, Секция 2',
      title: 'Квартира № 74',
      planId: 44,
      url: 'https://k.example/AAA/3/chess/12?cell=501',
    });
    expect(item!.changes.map((line) => line.replace(/\s/g, ' '))).toEqual([
      'Цена: было 15 000 000 ₽, стало 15 300 000 ₽',
      'Статус: был «В продаже», стал «Продано»',
      'Больше не продаётся',
    ]);
  });

  it('makes a file name without path separators', () => {
    expect(pdfFileName('Сочи / Адлер: «лучшее»')).toBe('Подборка Сочи Адлер «лучшее».pdf');
  });
});
