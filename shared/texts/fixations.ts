// Client fixation: the server's refusals, the states' titles, the notifications and the screens' words.
import type { TFixationAction, TFixationMode, TFixationState } from '../companies.ts';
import { countWords } from './count-words.ts';

export const fixationTexts = {
  title: 'Фиксации',
  builderTitle: 'Фиксации клиентов',
  state: {
    pending: 'Ждёт решения',
    active: 'Действует',
    rejected: 'Отклонена',
    expired: 'Истекла',
    converted: 'Сделка',
  } satisfies Record<TFixationState, string>,
  mode: {
    auto: 'Автоматически',
    manual: 'Решает менеджер',
  } satisfies Record<TFixationMode, string>,
  action: {
    accept: 'Принять',
    reject: 'Отклонить',
    extend: 'Продлить',
  } satisfies Record<TFixationAction, string>,
  errors: {
    onlyAgents: 'Фиксировать клиентов могут только агенты',
    /** {0}: the date the other agent's fixation holds until (дд.мм). */
    heldByOtherUntil: 'Клиент уже закреплён за другим агентом до {0}',
    heldByOther: 'Клиент уже закреплён за другим агентом',
    builderClient: 'Клиент уже обращался к застройщику напрямую — зафиксировать его нельзя',
    /** {0}: the date (дд.мм.гггг). */
    ownActive: 'Вы уже зафиксировали этого клиента на этом ЖК — фиксация действует до {0}',
    ownPending: 'Вы уже отправили фиксацию этого клиента — она ждёт решения застройщика',
    noCompany: 'Застройщик этого ЖК пока не принимает фиксации',
    /** {0}: the state's title. */
    notAllowed: 'Действие недоступно: фиксация в состоянии «{0}»',
    alreadyExtended: 'Фиксацию уже продлевали: продлить её можно только один раз',
    extendRequested: 'Запрос на продление уже отправлен застройщику',
  },
  /** Field messages of the forms. */
  fields: {
    name: 'Укажите имя клиента',
    reason: 'Укажите причину отказа',
    mode: 'Выберите, как принимаются фиксации',
    days: 'Срок фиксации — от 1 до 180 дней',
  },
  screen: {
    empty: 'Фиксаций пока нет',
    emptyHint:
      'Зафиксируйте клиента на странице ЖК: кнопка «Зафиксировать клиента». Пока фиксация действует, сделка с ним — ваша.',
    builderEmpty: 'Фиксаций пока нет',
    builderEmptyHint: 'Здесь появятся клиенты, которых агенты закрепляют за собой на ваших ЖК.',
    allStates: 'Все',
    allMembers: 'Все сотрудники',
    member: 'Сотрудник',
    allObjects: 'Все ЖК',
    object: 'ЖК',
    state: 'Состояние',
    loadFailed: 'Не удалось загрузить фиксации',
    retry: 'Повторить',
    /** {0}: «12 дней». */
    left: 'Осталось {0}',
    /** {0}: date. */
    until: 'до {0}',
    days: countWords.day,
    agent: 'Агент',
    comment: 'Комментарий',
    reason: 'Причина',
    requestExtend: 'Попросить продление',
    extendAsked: 'Продление запрошено',
    extendedOnce: 'Продлена',
    extendRequestedBadge: 'Просит продление',
    refuseExtend: 'Отказать в продлении',
    extendSent: 'Запрос на продление отправлен застройщику',
    extendedToast: 'Фиксация продлена',
    accepted: 'Фиксация принята',
    rejected: 'Фиксация отклонена',
    refused: 'В продлении отказано',
    rejectTitle: 'Отклонить фиксацию',
    refuseTitle: 'Отказать в продлении',
    reasonLabel: 'Причина',
    reasonHint: 'Агент увидит её в уведомлении',
    cancel: 'Отмена',
    confirm: 'Отправить',
    pendingHint: 'Срок начнётся, когда застройщик примет фиксацию',
  },
  sheet: {
    open: 'Зафиксировать клиента',
    title: 'Фиксация клиента',
    hint: 'Застройщик принимает фиксацию сразу или после проверки менеджером — по правилам ЖК. Пока фиксация действует, сделка с этим клиентом — ваша.',
    name: 'Имя клиента',
    phone: 'Телефон клиента',
    comment: 'Комментарий',
    commentHint: 'Видят застройщик и руководитель вашего агентства',
    submit: 'Зафиксировать',
    cancel: 'Отмена',
    /** {0}: the date. */
    doneActive: 'Клиент закреплён за вами до {0}',
    donePending: 'Фиксация отправлена застройщику',
    openList: 'Мои фиксации',
  },
  settings: {
    title: 'Фиксация клиентов',
    hint: 'Агенты закрепляют за собой клиентов на этом ЖК. Выберите, как принимать фиксации и сколько дней они действуют; продлить фиксацию можно один раз на тот же срок.',
    mode: 'Как принимать',
    days: 'Срок, дней',
    daysHint: 'От 1 до 180 дней; продление — на тот же срок',
  },
  menu: 'Фиксации',
} as const;
