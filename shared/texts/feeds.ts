// Portal feeds: the back-office settings screen and what the feeds themselves say in Russian.
import { countWords } from './count-words.ts';

export const feedsTexts = {
  title: 'Фиды для порталов',
  intro:
    'Одна база квартир для Яндекс Недвижимости, Циан и Авито. Дайте порталу ссылку на фид: он сам заберёт ' +
    'опубликованные квартиры в продаже и обновит их, когда вы что-то измените. Проданные, забронированные, ' +
    'выключенные и неопубликованные квартиры в фид не попадают.',
  tokenTitle: 'Секретный токен',
  tokenHint: 'Токен входит в каждую ссылку. Кто знает ссылку, видит то же, что покупатель, и ничего больше.',
  show: 'Показать',
  hide: 'Скрыть',
  copy: 'Копировать',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать: выделите ссылку и скопируйте её вручную',
  linksTitle: 'Ссылки на фиды',
  portals: { yandex: 'Яндекс Недвижимость', cian: 'Циан', avito: 'Авито' },
  regenerate: 'Создать новый токен',
  regenerateTitle: 'Создать новый токен?',
  regenerateText:
    'Старые ссылки перестанут работать сразу: порталы не смогут забрать фид, пока вы не дадите им новые ссылки.',
  regenerateConfirm: 'Создать токен',
  regenerated: 'Новый токен создан. Передайте порталам новые ссылки',
  cancel: 'Отмена',
  objectsTitle: 'ID комплексов на порталах',
  objectsHint:
    'Порталы узнают ЖК по своему номеру в каталоге новостроек. Без номера Яндекс и Циан ищут комплекс по ' +
    'названию и адресу, а Авито не принимает квартиры в новостройке: такие квартиры в фид Авито не попадают.',
  objectsEmpty: 'У вас пока нет комплексов',
  unitsInFeed: (count: string) => `В фидах: ${count}`,
  unitForms: countWords.flat,
  leave: {
    title: 'Уйти без сохранения?',
    text: 'Введённые ID комплексов не сохранятся.',
    confirmLabel: 'Уйти',
  },
  loadFailed: 'Не удалось загрузить настройки фидов',
  retry: 'Повторить',
  notPublished: 'Не опубликован — в фидах нет',
  avitoMissing: 'Без ID Авито квартиры этого ЖК в фид Авито не попадают',
  fields: {
    yandexBuildingId: 'Яндекс: ID ЖК (yandex-building-id)',
    cianJkId: 'Циан: ID ЖК',
    avitoDevelopmentId: 'Авито: ID новостройки',
  },
  save: 'Сохранить',
  saved: 'ID комплекса сохранены',
  errors: {
    digits: 'Только цифры, до 20 знаков',
  },
  feed: {
    description: (parts: { unit: string; complex: string; deadline: string | null }) =>
      [parts.unit, parts.complex, parts.deadline].filter(Boolean).join('. ') + '.',
    deadline: (quarter: string) => `Срок сдачи: ${quarter}`,
    finished: 'Дом сдан',
    floor: (floor: number) => `${floor} этаж`,
  },
} as const;
