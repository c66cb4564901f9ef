// Texts of a shared collection's PDF and of its «Скачать PDF» buttons.
import { countWords } from './count-words.ts';

export const snapshotPdfTexts = {
  download: 'Скачать PDF',
  preparing: 'Готовим PDF…',
  failed: 'Не удалось подготовить PDF',
  brand: 'Квартал',
  eyebrow: 'Подборка недвижимости',
  /** {0}: «5 объектов», {1}: date. */
  facts: '{0} · обновлена {1}',
  agent: 'Автор подборки',
  phone: 'Телефон',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  qrCover: 'Актуальные цены и наличие — по ссылке',
  qrItem: 'Открыть онлайн',
  /** {0}: item's number, {1}: how many. */
  pageOf: '{0} из {1}',
  /** {0}: from, {1}: to. */
  range: 'от {0} до {1}',
  /** {0}: from. */
  from: 'от {0}',
  noPrice: 'Цена по запросу',
  perMeter: 'за м²',
  area: 'Площадь',
  floor: 'Этаж',
  /** {0}: floor, {1}: floors. */
  floorOf: '{0} из {1}',
  layout: 'Планировка',
  layouts: 'Планировки',
  interior: 'Отделка',
  deadline: 'Срок сдачи',
  finished: 'Сдан',
  houseClass: 'Класс',
  onSale: 'В продаже',
  address: 'Адрес',
  plan: 'Планировка',
  noPhoto: 'Нет фото',
  complex: 'Жилой комплекс',
  offer: 'Объявление',
  changes: 'Изменения с момента отправки',
  /** {0}: was, {1}: now. */
  priceChanged: 'Цена: было {0}, стало {1}',
  /** {0}: was, {1}: now. */
  statusChanged: 'Статус: был «{0}», стал «{1}»',
  status: 'Статус',
  /** {0}: the unit's number. */
  unitTitle: 'Квартира № {0}',
  unavailable: 'Больше не продаётся',
  /** The file name without «.pdf»; {0}: the collection's name. */
  fileName: 'Подборка {0}',
  /** {0}: «5 квартир». */
  flats: countWords.flat,
} as const;
