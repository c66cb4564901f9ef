import { describe, expect, it } from 'vitest';
import type { TSnapshot, TSnapshotCard } from '#shared/schemas/collections.ts';
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

const snapshot: TSnapshot = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'Для Петровых',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  author: { name: null, phone: '+79000000004', whatsapp: null, telegram: 'kate_sochi' },
  isOwner: false,
  objects: [offer],
};

describe('[snapshots] the PDF model built from the snapshot read', () => {
  it('formats prices, facts and contacts in Russian and links each item to its live page', () => {
    const model = snapshotPdfModel(
      snapshot,
      { page: 'https://k.example/AAA', item: (card) => `https://k.example/AAA/${card.id}` },
      new Map([[7, 99]]),
    );
    expect(model.fileName).toBe('Подборка Для Петровых.pdf');
    expect(model.agent).toEqual({
      name: 'Агент',
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
  });

  it('prints the changes since sent when the read carries them, nothing otherwise', () => {
    expect(changeLines(offer)).toEqual([]);
    const changed = {
      ...offer,
      changes: { priceWas: 13_000_000, priceNow: 12_500_000, statusWas: 2, statusNow: 3, available: false },
    };
    const lines = changeLines(changed).map((line) => line.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Цена: было 13 000 000 ₽, стало 12 500 000 ₽',
      'Статус: был «Активно», стал «Неактивно»',
      'Больше не продаётся',
    ]);
  });

  it('makes a file name without path separators', () => {
    expect(pdfFileName('Сочи / Адлер: «лучшее»')).toBe('Подборка Сочи Адлер «лучшее».pdf');
  });
});
