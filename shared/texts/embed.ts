// The chessboard widget on a builder's site, its request form, and the back-office block that allows sites.
import { countWords } from './count-words.ts';

export const embedTexts = {
  /** {0}: «42 квартиры». */
  free: ['Свободна {0}', 'Свободно {0}', 'Свободно {0}'] as const,
  flats: countWords.flat,
  /** «из 4 квартир». */
  flatsOf: ['квартиры', 'квартир', 'квартир'] as const,
  /** {0}: matching, {1}: «4 квартир». */
  matching: 'Подходит {0} из {1}',
  noneMatching: 'Нет свободных квартир по фильтру',
  resetFilter: 'Сбросить фильтр',
  rooms: 'Комнаты',
  price: 'Цена, млн ₽',
  priceFrom: 'от',
  priceTo: 'до',
  buildings: 'Корпус и секция',
  /** {0}: free units in the section matching the filter. */
  sectionCount: '{0} своб.',
  loading: 'Загрузка…',
  unavailable: 'Объект недоступен',
  unavailableHint: 'Шахматка этого комплекса сейчас не опубликована.',
  loadError: 'Не удалось загрузить шахматку',
  retry: 'Повторить',
  poweredBy: 'Шахматка от «Квартала»',
  legend: { free: 'Свободна', matching: 'Подходит', taken: 'Занята' },
  card: {
    /** {0}: number. */
    title: 'Квартира № {0}',
    untitled: 'Квартира',
    /** {0}: floor. */
    floor: '{0} этаж',
    area: 'Площадь',
    price: 'Цена',
    perMeter: 'за м²',
    layout: 'Планировка',
    finish: 'Отделка',
    plan: 'Планировка квартиры',
    noPlan: 'Планировки пока нет',
    request: 'Оставить заявку',
    /** {0}: the status («Продано»). */
    notFree: 'Не продаётся · {0}',
    close: 'Закрыть',
  },
  form: {
    title: 'Заявка на квартиру',
    name: 'Ваше имя',
    phone: 'Телефон',
    comment: 'Комментарий',
    commentPlaceholder: 'Удобное время для звонка',
    /** The honeypot: hidden from people; a bot fills it. */
    website: 'Сайт',
    submit: 'Отправить заявку',
    sending: 'Отправляем…',
    /** The explicit consent box (152-FZ), unchecked until the buyer ticks it; the link to /privacy beside it. */
    consent: 'Я даю согласие на обработку персональных данных',
    consentLink: 'Политика обработки персональных данных',
    consentRequired: 'Отметьте согласие на обработку персональных данных',
    sentTitle: 'Заявка отправлена',
    sentText: 'Отдел продаж застройщика свяжется с вами в ближайшее время.',
    back: 'К шахматке',
    failed: 'Не удалось отправить заявку. Попробуйте ещё раз',
    /** {0}: seconds. */
    throttled: 'Слишком много заявок. Попробуйте через {0} сек.',
  },
  errors: {
    name: 'Укажите имя',
    phone: 'Введите номер телефона полностью: +7(900)000-00-00',
  },
  /** The complex editor's tab. */
  settings: {
    tab: 'Виджет на сайт',
    title: 'Шахматка на вашем сайте',
    hint: 'Вставьте код на страницу сайта: покупатели увидят свободные квартиры, фильтр и цены и смогут оставить заявку. Заявки придут в «Брони и заявки» с пометкой «виджет».',
    origins: 'Сайты, где можно показывать виджет',
    originsHint:
      'По одному адресу в строке: https://сайт.рф или https://site.ru:8443. Пока список пуст, виджет нигде не показывается.',
    originPlaceholder: 'https://zhk-primer.ru',
    add: 'Добавить сайт',
    remove: 'Убрать',
    /** {0}: the origin. */
    removeLabel: 'Убрать {0}',
    snippet: 'Код для вставки',
    copy: 'Скопировать код',
    copied: 'Код скопирован',
    preview: 'Открыть виджет',
    unpublished: 'Комплекс не опубликован: виджет покажет «Объект недоступен».',
    save: 'Сохранить',
    saved: 'Сайты сохранены',
    empty: 'Сайтов пока нет',
    badOrigin: 'Адрес сайта: https://домен или https://домен:порт, без пути',
    tooMany: 'Не больше {0} сайтов',
    duplicate: 'Этот сайт уже есть в списке',
  },
  /** The server's answer when the widget is not built (development without `vite build`). */
  notBuilt: 'Виджет не собран: выполните npm run build',
} as const;
