// Each Kvartal value in each portal's words, side by side (docs/feeds.md has the same tables). A value a portal has
// no word for is absent and the element is left out; a penthouse has no entry: its rooms are unknown.
import { Interior, Layout, Material, type TInterior, type TLayout, type TMaterial } from '#shared/enums.ts';

export const FINISHING: Record<TInterior, { yandex: string; cian: string; avito: string }> = {
  [Interior.zeroInt]: { yandex: 'без отделки', cian: 'without', avito: 'Без отделки' },
  [Interior.chernInt]: { yandex: 'черновая отделка', cian: 'rough', avito: 'Без отделки' },
  [Interior.predChistInt]: { yandex: 'предчистовая отделка', cian: 'rough', avito: 'Предчистовая' },
  [Interior.chistInt]: { yandex: 'чистовая отделка', cian: 'fine', avito: 'Чистовая' },
  [Interior.remInt]: { yandex: 'под ключ', cian: 'fine', avito: 'Чистовая' },
  [Interior.chastRemInt]: { yandex: 'частичный ремонт', cian: 'rough', avito: 'Предчистовая' },
};

export const MATERIAL: Record<TMaterial, { yandex?: string; cian: string; avito?: string }> = {
  [Material.monolith]: { yandex: 'монолит', cian: 'monolith', avito: 'Монолитный' },
  [Material.monolithFrame]: { yandex: 'монолит', cian: 'monolith', avito: 'Монолитный' },
  [Material.monolithBrick]: {
    yandex: 'кирпично-монолитный',
    cian: 'monolithBrick',
    avito: 'Монолитно-кирпичный',
  },
  [Material.brick]: { yandex: 'кирпичный', cian: 'brick', avito: 'Кирпичный' },
  [Material.panel]: { yandex: 'панельный', cian: 'panel', avito: 'Панельный' },
  [Material.block]: { yandex: 'блочный', cian: 'block', avito: 'Блочный' },
  [Material.aeratedConcrete]: { yandex: 'блочный', cian: 'aerocreteBlock', avito: 'Блочный' },
  [Material.wood]: { yandex: 'деревянный', cian: 'wood', avito: 'Деревянный' },
  [Material.frame]: { cian: 'wireframe' },
};

interface LayoutWords {
  /** Yandex: rooms, and the studio or open-plan flag beside them. */
  yandex: { rooms: number; studio?: true; openPlan?: true };
  /** Cian: FlatRoomsCount (7 free layout, 9 studio) and FlatType. */
  cian: { count: number; type: 'rooms' | 'openPlan' | 'studio' };
  avito: string;
}

export const LAYOUT: Partial<Record<TLayout, LayoutWords>> = {
  [Layout.studio]: {
    yandex: { rooms: 1, studio: true },
    cian: { count: 9, type: 'studio' },
    avito: 'Студия',
  },
  [Layout.one]: { yandex: { rooms: 1 }, cian: { count: 1, type: 'rooms' }, avito: '1' },
  [Layout.two]: { yandex: { rooms: 2 }, cian: { count: 2, type: 'rooms' }, avito: '2' },
  [Layout.three]: { yandex: { rooms: 3 }, cian: { count: 3, type: 'rooms' }, avito: '3' },
  [Layout.all]: {
    yandex: { rooms: 1, openPlan: true },
    cian: { count: 7, type: 'openPlan' },
    avito: 'Свободная планировка',
  },
};
