// Texts of the agents' and owners' workflows: collections, snapshots, saved filters, invites, resale offers,
// notifications, payments, moderation. PRODUCT-named texts stay in ru.ts.
export const workflowTexts = {
  collections: {
    /** The name a snapshot of loose objects gets when none is given. */
    defaultName: 'Подборка',
    notFound: 'Подборка не найдена',
    /** {0}: the limit. */
    tooMany: 'Можно создать не больше {0} подборок',
    /** {0}: the limit. */
    full: 'В подборке может быть не больше {0} объектов',
    objectNotFound: 'Объект не найден или снят с публикации',
    offerNotFound: 'Объявление не найдено или снято с публикации',
  },
  snapshots: {
    notFound: 'Ссылка не найдена или устарела',
    chooseSource: 'Укажите подборку или объекты',
    noObjects: 'В подборке нет опубликованных объектов',
    noCollection: 'Эта ссылка сделана не из подборки: обновить её нельзя',
  },
  filters: {
    notFound: 'Фильтр не найден',
    /** {0}: the limit. */
    tooMany: 'Можно сохранить не больше {0} фильтров',
  },
  invites: {
    notFound: 'Приглашение не найдено',
    self: 'Нельзя пригласить самого себя',
    twice: 'Этот номер уже приглашён',
    /** {0}: the limit. */
    tooMany: 'Можно отправить не больше {0} приглашений',
  },
  offers: {
    notFound: 'Объявление не найдено',
    priceRequired: 'Укажите цену',
    areaRequired: 'Укажите площадь',
    addressRequired: 'Укажите адрес или выберите жилой комплекс',
    contactPhoneRequired: 'Укажите телефон для связи',
    floorAboveTotal: 'Этаж больше этажности дома',
    commissionAgentsOnly: 'Условия для агентов указывают только агенты',
    objectNotFound: 'Жилой комплекс не найден или снят с публикации',
    sectionNotFound: 'Секция не найдена',
    cellNotFound: 'Квартира не найдена',
    cellNotResale: 'Объявление можно разместить только на проданную квартиру или переуступку',
    cellTaken: 'У вас уже есть объявление на эту квартиру',
    subregionNotFound: 'Район не найден',
    disabled: 'Объявление заблокировано модератором',
    activateFailed: 'Объявление не готово к публикации: проверьте поля',
    /** {0}: the limit. */
    tooManyPhotos: 'Можно загрузить не больше {0} фотографий',
    imageNotFound: 'Фотография не найдена',
    imageMissing: 'Выберите фотографию',
  },
  notifications: {
    notFound: 'Уведомление не найдено',
  },
  payments: {
    /** The payment's description at the provider (the payer sees it there). */
    adCreateDescription: 'Право размещать объявления в Квартале',
    alreadyPaid: 'Размещение объявлений уже оплачено',
    unavailable: 'Оплата размещения сейчас недоступна. Напишите в техподдержку',
    notFound: 'Платёж не найден',
    providerFailed: 'Платёжный сервис недоступен. Попробуйте ещё раз чуть позже',
  },
  moderation: {
    userNotFound: 'Пользователь не найден',
    ownRole: 'Нельзя изменить собственную роль',
    onlyAdminsMakeStaff: 'Назначать модераторов и администраторов может только администратор',
    onlyAdminsTouchStaff: 'Менять роль модераторов и администраторов может только администратор',
    offerIsDraft: 'Черновик не виден никому, кроме автора',
  },
  appVersion: {
    notFound: 'Версия приложения не опубликована',
    /** {0}: the latest published code. */
    codeNotNewer: 'Код версии должен быть больше {0}',
    packageInvalid: 'Имя пакета в формате ru.kvartal.app',
  },
} as const;
