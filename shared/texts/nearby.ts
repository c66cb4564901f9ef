// What is near a complex (issue 28): the complex page's «Рядом», the filter's chips and the import's messages.
import type { TInfraKind, TNearKey } from '../nearby.ts';

export const nearbyTexts = {
  title: 'Рядом',
  kinds: {
    school: 'Школа',
    kindergarten: 'Детский сад',
    clinic: 'Поликлиника',
    shop: 'Магазин',
    stop: 'Остановка',
    beach: 'Море',
  } satisfies Record<TInfraKind, string>,
  /** When a place has no name in OpenStreetMap. */
  unnamed: {
    school: 'Школа',
    kindergarten: 'Детский сад',
    clinic: 'Медицинский центр',
    shop: 'Магазин',
    stop: 'Остановка',
    beach: 'Пляж',
  } satisfies Record<TInfraKind, string>,
  /** {0}: minutes. */
  walk: '{0} мин пешком',
  /** {0}: «450 м» or «1,2 км». */
  distance: '{0} по прямой',
  none: 'В радиусе 5 км от комплекса нет данных о школах, магазинах и остановках',
  loadError: 'Не удалось загрузить, что рядом',
  howCounted: 'Время пешком — расстояние по прямой × 1,3 на изгибы улиц, 80 м в минуту',
  attribution: 'Данные: © участники OpenStreetMap',
  /** The filter's chips: {0} «500 м» or «1 км». */
  chips: {
    school: 'Школа до {0}',
    kindergarten: 'Детский сад до {0}',
    sea: 'До моря до {0}',
  } satisfies Record<TNearKey, string>,
  chipsLegend: 'Рядом',
  validation: {
    range: 'Расстояние — от 100 до 5000 м',
    whole: 'Расстояние — целое число метров',
  },
} as const;
