// Texts of «Сравнение»: the card buttons, the cabinet screen, the collection's selection and the server's answers.
import { compareToggleTexts } from './compare-menu.ts';
export const compareTexts = {
  ...compareToggleTexts,
  /** {0}: how many are compared now, {1}: how many may be. */
  addedToast: 'Добавлено в сравнение: {0} из {1}',
  openList: 'Открыть',
  full: 'В сравнении уже 4 объекта. Уберите один, чтобы добавить другой.',
  notFound: 'Эту квартиру или объявление уже нельзя открыть',
  page: {
    title: 'Сравнение',
    empty: 'Сравнивать пока нечего',
    emptyHint:
      'Нажмите «Сравнить» на карточке объявления или квартиры в шахматке — до четырёх вариантов встанут рядом.',
    toFeed: 'Перейти к поиску',
    onlyDiff: 'Только различия',
    remove: 'Убрать',
    differs: 'Значения различаются',
    loadFailed: 'Не удалось загрузить сравнение',
    retry: 'Повторить',
    unavailable: 'Снято с продажи',
    /** {0}: how many, {1}: how many may be. */
    count: '{0} из {1}',
    finished: 'Сдан',
  },
  rows: {
    price: 'Цена',
    squarePrice: 'Цена за м²',
    area: 'Площадь',
    floor: 'Этаж',
    layout: 'Планировка',
    interior: 'Отделка',
    deadline: 'Срок сдачи',
    houseClass: 'Класс',
    material: 'Материал',
    distanceSea: 'До моря',
    parking: 'Парковка',
    payments: 'Способы оплаты',
  },
  /** {0}: floor, {1}: floors. */
  floorOf: '{0} из {1}',
  unit: {
    /** {0}: layout, {1}: number. */
    title: '{0} №{1}',
    untitled: 'Квартира',
  },
  selection: {
    start: 'Выбрать для сравнения',
    cancel: 'Отмена',
    /** {0}: how many selected. */
    compare: 'Сравнить выбранные ({0})',
    pick: 'Выбрать',
    picked: 'Выбрано',
    onlyOffers: 'Сравнить можно объявления и квартиры; жилые комплексы — на их странице.',
    /** {0}: how many could be added. */
    done: 'Добавлено в сравнение: {0}',
  },
} as const;
