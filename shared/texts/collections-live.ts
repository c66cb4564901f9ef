// Texts of live collections (decision 021): units in collections, what changed since a link was sent, the client's
// reactions and the openings the agent sees.
import { countWords } from './count-words.ts';

export const liveTexts = {
  errors: {
    unitNotFound: 'Квартира не найдена или снята с публикации',
    itemNotInLink: 'Этого объекта нет в подборке',
    emptyReaction: 'Поставьте отметку или напишите комментарий',
    revoked: 'Ссылка больше не действует',
  },
  /** The client's marks. */
  like: 'Нравится',
  dislike: 'Не подходит',
  liked: 'Вам нравится',
  disliked: 'Вам не подходит',
  unit: {
    /** {0}: the unit's number. */
    title: 'Квартира № {0}',
    untitled: 'Квартира',
    /** {0}: building, {1}: section. */
    place: '{0}, {1}',
    /** {0}: floor. */
    floor: '{0} этаж',
    plan: 'Планировка квартиры',
    noPlan: 'Планировки пока нет',
    onChess: 'На шахматке',
    perMeter: '{0}/м²',
  },
  changes: {
    /** {0}: how much, in ₽. */
    priceDown: 'Цена снижена на {0}',
    /** {0}: how much, in ₽. */
    priceUp: 'Цена выросла на {0}',
    deadlineMoved: 'Срок сдачи перенесён',
    sold: 'Продано',
    reserved: 'Забронировано',
    withdrawn: 'Снято с продажи',
    /** An item no longer public: unpublished, hidden, archived or deleted. */
    notForSale: 'Больше не в продаже',
    soldOut: 'Все квартиры проданы',
    /** {0}: the price when sent. */
    wasPrice: 'Было {0}',
  },
  reactions: {
    commentLabel: 'Комментарий для агента',
    commentPlaceholder: 'Что понравилось, что смущает, какие вопросы',
    nameLabel: 'Ваше имя (необязательно)',
    send: 'Отправить',
    comment: 'Комментировать',
    cancel: 'Отмена',
    sent: 'Агент увидит ваш комментарий',
    /** The agent trying their own link: nothing is sent. */
    sentPreview: 'Комментарий виден только вам: это предпросмотр',
    marked: 'Отметка сохранена',
    yourComments: 'Ваши комментарии',
    failed: 'Не удалось отправить. Попробуйте ещё раз',
    /** {0}: characters left. */
    left: 'Осталось символов: {0}',
  },
  agent: {
    title: 'Ваш агент',
    call: 'Позвонить',
    whatsapp: 'Написать в WhatsApp',
    telegram: 'Написать в Telegram',
    /** {0}: the agent's name. No verb: a past tense would have to guess the agent's gender. */
    sentBy: 'Автор подборки: {0}',
  },
  revoked: {
    title: 'Ссылка больше не действует',
    hint: 'Эта подборка отозвана. Попросите агента прислать новую ссылку',
  },
  views: {
    never: 'Клиент ещё не открывал ссылку',
    /** {0}: «3 раза», {1}: when. */
    opened: 'Открыта {0}, последний раз {1}',
    times: countWords.time,
    /** {0}: time. */
    today: 'сегодня в {0}',
    /** {0}: time. */
    yesterday: 'вчера в {0}',
    /** {0}: date, {1}: time. */
    onDate: '{0} в {1}',
    /** {0}: «2 посетителя». */
    visitors: '{0}',
    visitorsWord: ['посетитель', 'посетителя', 'посетителей'] as const,
  },
  feedback: {
    /** {0}: how many. */
    likes: 'Нравится: {0}',
    /** {0}: how many. */
    dislikes: 'Не подходит: {0}',
    anonymous: 'Клиент',
    units: 'Квартиры',
    objects: 'Комплексы и объявления',
  },
  send: {
    revoke: 'Отозвать ссылку',
    revokeTitle: 'Отозвать ссылку?',
    revokeText:
      'Клиент больше не сможет открыть подборку по этой ссылке. Отметки и комментарии останутся у вас.',
    revoked: 'Ссылка отозвана',
  },
  notifications: {
    /** {0}: the collection's name. */
    opened: 'Клиент открыл подборку «{0}»',
    /** {0}: the item, {1}: the collection. */
    liked: 'Клиенту нравится: {0} (подборка «{1}»)',
    /** {0}: the item, {1}: the collection. */
    disliked: 'Клиенту не подходит: {0} (подборка «{1}»)',
    /** {0}: the item, {1}: the collection, {2}: the comment. */
    commented: 'Комментарий клиента: {0} (подборка «{1}»): «{2}»',
    /** {0}: the item, {1}: the collection. */
    cleared: 'Клиент снял отметку: {0} (подборка «{1}»)',
    open: 'Открыть подборку',
  },
} as const;
