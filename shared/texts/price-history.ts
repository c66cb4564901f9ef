// Market data: the price history of a unit or an offer and the complex's «Динамика цен».
import { countWords } from './count-words.ts';

export const priceHistoryTexts = {
  errors: {
    unitNotFound: 'Помещение не найдено',
  },
  /** «−4,2 % за 3 месяца»: the change since the first record. */
  change: {
    span: 'за {0}',
    none: 'без изменений',
    months: countWords.month,
    days: countWords.day,
    today: 'сегодня',
  },
  sparkline: 'Динамика цены',
  open: 'Открыть график цены',
  title: 'История цены',
  since: 'С {0}',
  firstPrice: 'Первая цена',
  lastPrice: 'Сейчас',
  statusChange: 'Статус: {0}',
  loading: 'Загружаем график…',
  loadFailed: 'Не удалось загрузить график',
  empty: 'Цена ещё не менялась',
  table: 'Все изменения',
  date: 'Дата',
  price: 'Цена',
  squarePrice: '₽/м²',
  status: 'Статус',
  dynamics: {
    title: 'Динамика цен',
    hint: 'Медиана цены за м² квартир в продаже на конец месяца',
    all: 'Все',
    empty: 'Пока нет данных о ценах',
    perMeter: '{0}/м²',
    units: countWords.flat,
    layouts: 'Планировка',
  },
} as const;
