// Bookings and requests: the server's refusals, the states' titles, notifications and the screens' words.
import type { TBookingAction, TBookingKind, TBookingState } from '../bookings.ts';
import { countWords } from './count-words.ts';
import { aboutUnit } from './units.ts';

export const bookingTexts = {
  kind: { booking: 'Бронь', request: 'Заявка' } satisfies Record<TBookingKind, string>,
  state: {
    requested: 'Ожидает подтверждения',
    confirmed: 'Подтверждена',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    expired: 'Истекла',
    released: 'Снята',
    sold: 'Продано',
  } satisfies Record<TBookingState, string>,
  requestState: {
    requested: 'Новая',
    confirmed: 'В работе',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    expired: 'Истекла',
    released: 'Закрыта',
    sold: 'Сделка',
  } satisfies Record<TBookingState, string>,
  action: {
    confirm: 'Подтвердить',
    decline: 'Отклонить',
    extend: 'Продлить',
    sold: 'Продано',
    release: 'Снять бронь',
  } satisfies Record<TBookingAction, string>,
  /** The refusals about the unit itself say what it is (shared/unit-kind.ts): a parking place is no «квартира». */
  errors: {
    taken: aboutUnit('уже забронирована', 'уже забронировано'),
    notOnSale: aboutUnit('не в продаже', 'не в продаже'),
    disabled: aboutUnit('недоступна', 'недоступно'),
    unpublished: aboutUnit('не опубликована', 'не опубликовано'),
    bookingsOff: 'Застройщик не принимает брони в этом комплексе',
    onlyAgents: 'Бронировать могут только агенты',
    requestOpen: 'Вы уже отправили заявку на этот объект: застройщик ответит на неё',
    notAllowed: 'Это действие недоступно для брони в состоянии «{0}»',
    alreadyExtended: 'Бронь уже продлевалась',
    noExtension: 'Продление в этом комплексе не предусмотрено',
    closed: 'Бронь уже закрыта',
    unitBooked: 'У квартиры {0} открытая бронь: её нельзя удалить',
    noBookingsRight: 'Нет права отвечать на брони: вам доступны только назначенные вам',
    notAssignable: 'Этот сотрудник не может принимать брони и заявки вашей компании',
    notAgencyMember: 'Агент не из вашего агентства',
  },
  /** {0}: the unit with its noun («кв. 15», «машино-место М-5», shared/texts/units.ts), in the case the text asks. */
  notifications: {
    BookingRequested: 'Новая бронь: {0}, {1}',
    RequestReceived: 'Новая заявка: {0}, {1}',
    BookingConfirmed: 'Бронь подтверждена: {0}, {1}, до {2}',
    BookingExtended: 'Бронь продлена до {2}: {0}, {1}',
    BookingDeclined: 'Бронь отклонена: {0}, {1}. Причина: {2}',
    /** {0} genitive. */
    BookingExpiring: 'Бронь {0}, {1} истекает через час',
    /** {0} genitive. */
    BookingExpired: 'Бронь {0}, {1} истекла',
    BookingCancelled: 'Агент отменил бронь: {0}, {1}',
    RequestTaken: 'Заявка взята в работу: {0}, {1}',
    RequestDeclined: 'Заявка отклонена: {0}, {1}. Причина: {2}',
    RequestCancelled: 'Заявка отменена: {0}, {1}',
    /** {0} accusative. */
    RequestClosed: 'Заявка на {0}, {1}: {2}',
    /** {0} genitive. */
    BookingClosed: 'Бронь {0}, {1}: {2}',
    BookingAssigned: 'Вам назначена бронь: {0}, {1}',
    RequestAssigned: 'Вам назначена заявка: {0}, {1}',
    /** To the owners: nobody took it within the company's limit. */
    BookingEscalated: 'Бронь ждёт менеджера дольше срока: {0}, {1}',
    RequestEscalated: 'Заявка не разобрана дольше срока: {0}, {1}',
    openMine: 'Мои брони',
    openMineRequests: 'Мои заявки',
    openBuilder: 'Брони и заявки',
  },
  /** The history's author when the expiry job acted. */
  system: 'Система',
  /** The unit's card on the buyers' chessboard. */
  cell: {
    book: 'Забронировать',
    request: 'Оставить заявку',
    /** {0}: «28.11, 15:00». */
    bookedUntil: 'Забронирована до {0}',
    waiting: 'Бронь ждёт подтверждения застройщика',
    /** {0}: «28.11, 15:00». */
    waitingUntil: 'Бронь ждёт подтверждения до {0}',
    theirs: 'Бронь другого агента',
    mark: 'Забронирована',
    /** The viewer's own open request for the unit. {0}: «25.11, 15:00»; {1}: its state («Новая», «В работе»). */
    requestSent: 'Заявка отправлена {0} · {1}',
  },
  /** The sheet that books a unit or leaves a request. */
  sheet: {
    /** {0}: the unit in the genitive (shared/texts/units.ts): «кв. 15», «машино-места М-5», «квартиры». */
    bookTitle: 'Бронь {0}',
    /** {0}: the unit in the accusative: «кв. 15», «машино-место М-5», «квартиру». */
    requestTitle: 'Заявка на {0}',
    clientName: 'Имя клиента',
    clientPhone: 'Телефон клиента',
    comment: 'Комментарий',
    commentPlaceholder: 'Удобное время для звонка, форма оплаты…',
    commission: 'Ваша комиссия',
    /** {0}: percent; {1}: the sum. */
    commissionValue: '{0} % · {1}',
    /** {0}: the unit's noun («квартира», «машино-место»); {1}: the hold («3 дня», «36 часов»). */
    hold: 'Застройщик подтвердит бронь, и {0} закрепится за вашим клиентом на {1}.',
    /** {0}: the price. */
    priceFixed: 'Цена на срок брони не изменится: {0}.',
    priceFixedBare: 'Цена на срок брони не изменится.',
    holdDays: countWords.day,
    holdHours: countWords.hour,
    requestHint: 'Застройщик получит заявку и свяжется с клиентом.',
    submitBook: 'Забронировать',
    submitRequest: 'Отправить заявку',
    cancel: 'Отмена',
    sentBooking: 'Бронь отправлена застройщику',
    sentRequest: 'Заявка отправлена',
    /** Offline, or the request got no answer: nothing is sent later by itself. */
    offlineBooking:
      'Нет сети: бронь не отправлена. Подключитесь к интернету и нажмите «Забронировать» ещё раз.',
    offlineRequest:
      'Нет сети: заявка не отправлена. Подключитесь к интернету и нажмите «Отправить заявку» ещё раз.',
  },
  /** Both lists. */
  list: {
    mineTitle: 'Мои брони',
    mineRequestsTitle: 'Мои заявки',
    builderTitle: 'Брони и заявки',
    allStates: 'Все состояния',
    allObjects: 'Все комплексы',
    stateFilter: 'Состояние',
    objectFilter: 'Комплекс',
    emptyMine: 'Броней пока нет',
    emptyMineHint: 'Откройте шахматку комплекса и нажмите «Забронировать» на свободной квартире.',
    emptyMineRequests: 'Заявок пока нет',
    emptyMineRequestsHint: 'Откройте шахматку комплекса и нажмите «Оставить заявку» на свободной квартире.',
    requestsLoaded: 'Это все заявки',
    emptyBuilder: 'Броней и заявок пока нет',
    emptyBuilderHint: 'Когда агент забронирует квартиру или покупатель оставит заявку, она появится здесь.',
    emptyFiltered: 'Ничего не найдено',
    loadError: 'Не удалось загрузить брони',
    retry: 'Повторить',
    allLoaded: 'Это все брони',
    /** {0}: the unit with its noun («Кв. 12»); {1}: floor. */
    unit: '{0} · {1} этаж',
    client: 'Клиент',
    agent: 'Агент',
    buyer: 'Покупатель',
    price: 'Цена',
    expires: 'Действует до',
    answerBy: 'Ответить до',
    created: 'Создана',
    comment: 'Комментарий',
    openChess: 'Открыть на шахматке',
    history: 'История',
    hideHistory: 'Скрыть историю',
    cancel: 'Отменить',
    cancelConfirm: 'Отменить бронь?',
    cancelRequestConfirm: 'Отменить заявку?',
    cancelText: 'Квартира вернётся в продажу, застройщик получит уведомление.',
    keep: 'Не отменять',
    cancelled: 'Бронь отменена',
    /** {0}: «2 д 5 ч». */
    left: 'осталось {0}',
    lapsed: 'срок истёк',
    days: 'д',
    hoursShort: 'ч',
    minutes: 'мин',
    call: 'Позвонить',
    /** Where it came from (shared/bookings.ts BookingSource). */
    source: { app: 'Приложение', widget: 'Виджет', snapshot: 'Подборка', feed: 'Фид' },
    assignee: 'Менеджер',
    assignedToYou: 'Назначена вам',
    /** {0}: how long it waits, «2 ч 15 мин». */
    unassignedFor: 'Не разобрана {0}',
    escalated: 'владелец уведомлён',
    views: { all: 'Все', mine: 'Мои', unassigned: 'Не разобранные' },
    viewFilter: 'Чьи',
    managerFilter: 'Менеджер',
    allManagers: 'Все менеджеры',
    memberFilter: 'Агент',
    allMembers: 'Все агенты',
  },
  /** The complex's own request manager (the company assigns by complex). */
  requestManager: {
    title: 'Заявки по этому ЖК',
    hint: 'Когда компания распределяет заявки по объектам, все заявки и брони этого ЖК получает выбранный менеджер. Без него — по очереди.',
    label: 'Менеджер заявок',
    inTurn: 'По очереди',
    notMember: 'Выберите сотрудника компании, который отвечает на брони и заявки',
  },
  /** Passing a booking on to another manager. */
  pass: {
    action: 'Передать',
    title: 'Передать другому менеджеру',
    to: 'Кому',
    choose: 'Выберите менеджера',
    nobody: 'Не выбран',
    submit: 'Передать',
    cancel: 'Отмена',
    /** {0}: the manager's name. */
    done: 'Передано: {0}',
  },
  /** The builder's answers. */
  act: {
    declineTitle: 'Отклонить бронь?',
    declineRequestTitle: 'Отклонить заявку?',
    reason: 'Причина',
    reasonRequired: 'Укажите причину',
    reasonPlaceholder: 'Например: клиент не внёс предоплату',
    soldConfirm: 'Отметить квартиру проданной?',
    /** {0}: price. */
    soldText: 'Квартира будет продана по цене брони: {0}.',
    releaseConfirm: 'Снять бронь?',
    releaseText: 'Квартира вернётся в продажу.',
    extendConfirm: 'Продлить бронь?',
    extendText: 'Срок брони увеличится на время продления, заданное для комплекса. Продлить можно один раз.',
    closeRequest: 'Закрыть',
    done: {
      confirm: 'Бронь подтверждена',
      decline: 'Бронь отклонена',
      extend: 'Бронь продлена',
      sold: 'Квартира продана',
      release: 'Бронь снята',
    } satisfies Record<TBookingAction, string>,
    requestDone: {
      confirm: 'Заявка взята в работу',
      decline: 'Заявка отклонена',
      extend: 'Бронь продлена',
      sold: 'Сделка отмечена',
      release: 'Заявка закрыта',
    } satisfies Record<TBookingAction, string>,
    requestAction: {
      confirm: 'В работу',
      decline: 'Отклонить',
      extend: 'Продлить',
      sold: 'Сделка',
      release: 'Закрыть',
    } satisfies Record<TBookingAction, string>,
  },
  /** The complex editor's tab. */
  settings: {
    title: 'Бронирование',
    hint: 'Агенты бронируют свободные квартиры прямо с шахматки. Вы подтверждаете бронь, и квартира уходит в резерв на срок удержания.',
    enabled: 'Принимать брони от агентов',
    holdHours: 'Срок удержания брони',
    extensionHours: 'Продление (один раз)',
    hoursSuffix: 'ч',
    holdHint: 'От 1 до 720 часов',
    extensionHint: '0 — без продления',
  },
} as const;
