// Texts of collections («подборки»), the links sent to clients, saved filters and invites. PRODUCT-named texts
// ('Подборка пуста', 'Список фильтров пуст', the copy messages) stay in ru.ts.
import { collectionButtonTexts, saveFilterLabel } from './collections-menu.ts';
import { countWords } from './count-words.ts';
export const collectionTexts = {
  objects: countWords.object,
  collectionsWord: ['подборка', 'подборки', 'подборок'] as const,
  list: {
    /** {0}: «3 подборки». */
    total: '{0}',
    create: 'Новая подборка',
    emptyTitle: 'У вас пока нет подборок',
    emptyHint:
      'Собирайте жилые комплексы и квартиры со вторички кнопкой «В подборку» на карточках и отправляйте клиенту одной ссылкой',
    createFirst: 'Создать подборку',
    toFeed: 'Перейти к объектам',
    loadMore: 'Показать ещё подборки',
    /** {0}: date. */
    updated: 'Изменена {0}',
    open: 'Открыть подборку',
    actions: 'Действия с подборкой',
  },
  tile: {
    noPhotos: 'Пока без объектов',
  },
  one: {
    send: 'Отправить клиенту',
    rename: 'Переименовать',
    delete: 'Удалить',
    remove: 'Убрать из подборки',
    /** {0}: the object's title. */
    removed: '«{0}» убран из подборки',
    undo: 'Вернуть',
    emptyHint:
      'Добавьте жилые комплексы и объявления вторички кнопкой «В подборку» в ленте, в поиске или на странице объекта',
    toFeed: 'Найти объекты',
    back: 'Мои подборки',
    notFoundHint: 'Возможно, подборка удалена или ссылка устарела',
    loadFailed: 'Не удалось загрузить подборку',
    retry: 'Повторить',
    unpublishedHint: 'Снятые с публикации объекты клиент не увидит',
  },
  prompt: {
    createTitle: 'Новая подборка',
    renameTitle: 'Переименовать подборку',
    nameLabel: 'Название',
    namePlaceholder: 'Например, «Для Ивановых, 2-комнатные у моря»',
    create: 'Создать',
    save: 'Сохранить',
  },
  confirm: {
    /** {0}: the collection's name. */
    deleteTitle: 'Удалить подборку «{0}»?',
    deleteText: 'Отправленные ссылки продолжат открываться, но обновить их будет нельзя.',
    delete: 'Удалить',
  },
  toasts: {
    /** {0}: name. */
    created: 'Подборка «{0}» создана',
    renamed: 'Подборка переименована',
    deleted: 'Подборка удалена',
    /** {0}: name. */
    addedTo: 'Добавлено в подборку «{0}»',
    /** {0}: «2 подборки». */
    addedToMany: 'Добавлено в {0}',
    saved: 'Подборки обновлены',
    removedFromAll: 'Объект убран из подборок',
  },
  select: {
    ...collectionButtonTexts,
    title: 'Добавить в подборку',
    lead: 'Отметьте подборки, в которых должен быть этот объект',
    newOne: 'Новая подборка',
    confirm: 'Готово',
    loading: 'Загружаем подборки…',
    loadFailed: 'Не удалось загрузить подборки',
    retry: 'Повторить',
    /** {0}: «3 объекта». */
    count: '{0}',
  },
  send: {
    title: 'Отправить подборку',
    lead: 'Клиент откроет ссылку без регистрации: объекты, шахматки и цены — без комиссии и данных о продавцах.',
    making: 'Готовим ссылку…',
    makeFailed: 'Не удалось создать ссылку',
    retry: 'Попробовать снова',
    linkLabel: 'Ссылка на подборку',
    /** {0}: date and time. */
    createdAt: 'Создана {0}',
    /** {0}: date and time. */
    updatedAt: 'Обновлена {0}',
    changed:
      'Подборка изменилась после того, как ссылка была создана. Обновите ссылку, чтобы клиент увидел текущий состав.',
    refresh: 'Обновить ссылку',
    refreshed: 'Ссылка обновлена: по ней открывается текущий состав подборки',
    makeNew: 'Новая ссылка',
    madeNew: 'Создана новая ссылка. Прежние ссылки продолжают работать',
    copy: 'Копировать',
    share: 'Поделиться…',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    open: 'Открыть как клиент',
    /** {0}: the collection's name, {1}: «5 объектов». The text that goes with the link. */
    message: 'Подборка «{0}»: {1}',
    emptyHint: 'Добавьте в подборку хотя бы один объект, чтобы отправить её клиенту',
    back: 'К подборке',
    /** {0}: «5 объектов». */
    inCollection: 'В подборке {0}',
  },
  snapshot: {
    eyebrow: 'Подборка объектов',
    /** {0}: the agent's name. */
    author: 'Подготовил(а): {0}',
    /** {0}: date. */
    updated: 'Обновлена {0}',
    emptyHint: 'Объекты этой подборки сняты с продажи. Попросите прислать новую подборку',
    missingTitle: 'Ссылка не найдена или устарела',
    missingHint: 'Возможно, в ссылке опечатка или подборку удалили. Попросите прислать новую ссылку',
    toHome: 'Открыть Квартал',
    back: 'К подборке',
    ownerNote:
      'Так подборку видит клиент: без комиссии, контактов застройщика и продавцов, избранного и ваших объявлений. Ваши отметки и комментарии здесь видны только вам и никуда не отправляются',
    loadFailed: 'Не удалось открыть подборку',
    retry: 'Повторить',
  },
  filters: {
    current: 'Текущий фильтр ленты',
    currentPreset: 'Сейчас в ленте встроенный фильтр',
    /** {0}: the saved filter's name. */
    currentSaved: 'Сейчас в ленте сохранённый фильтр «{0}»',
    saveCurrent: 'Сохранить текущий фильтр',
    save: saveFilterLabel,
    saveShort: 'Сохранить',
    saveTitle: 'Сохранить фильтр',
    nameLabel: 'Название фильтра',
    namePlaceholder: 'Например, «Двушки у моря до 12 млн»',
    /** {0}: name. */
    saved: 'Фильтр «{0}» сохранён',
    apply: 'Применить',
    applied: 'Применён',
    delete: 'Удалить',
    /** {0}: name. */
    deleteTitle: 'Удалить фильтр «{0}»?',
    deleted: 'Фильтр удалён',
    emptyHint: 'Настройте фильтр в ленте и сохраните его — потом он применяется в одно касание',
    toFeed: 'Настроить фильтр в ленте',
    /** {0}: date. */
    savedAt: 'Сохранён {0}',
    anything: 'Все объекты без условий',
    /** {0}: how many more conditions. */
    more: 'и ещё {0}',
    /** {0}: «2 фильтра». */
    total: 'Сохранено: {0}',
    filtersWord: ['фильтр', 'фильтра', 'фильтров'] as const,
  },
  describe: {
    primary: 'Новостройки',
    secondary: 'Вторичка',
    /** {0}: text typed in search. */
    text: '«{0}»',
    /** {0}, {1}: bounds with units. */
    range: '{0}–{1}',
    from: 'от {0}',
    to: 'до {0}',
    price: 'Цена {0}',
    squarePrice: 'За м² {0}',
    area: 'Площадь {0}',
    floor: 'Этаж {0}',
    deadline: 'Сдача {0}',
    finished: 'Сданные',
    building: 'Строящиеся',
    action: 'Акции',
    new: 'Новые',
    noDeadlineShift: 'Без переносов срока',
    escrow: 'Эскроу',
    /** {0}: how many areas are drawn on the map. */
    drawnAreas: 'Область на карте: {0}',
    /** {0}: how many districts. */
    subregions: 'Районы: {0}',
    /** {0}: how many. */
    features: 'Инфраструктура: {0}',
    /** {0}: how many. */
    payments: 'Способы оплаты: {0}',
    builder: 'Застройщик',
    object: 'Жилой комплекс',
    seaTo: 'До моря до {0}',
    ceilingFrom: 'Потолки от {0} м',
  },
  invites: {
    title: 'Пригласить коллегу или клиента',
    lead: 'Укажите номер телефона: когда человек впервые войдёт в Квартал с этим номером, мы сообщим вам.',
    phoneLabel: 'Номер телефона',
    send: 'Пригласить',
    /** {0}: phone. */
    sent: 'Приглашение для {0} сохранено',
    listTitle: 'Приглашения',
    empty: 'Вы ещё никого не пригласили',
    accepted: 'Принято',
    /** {0}: date. */
    acceptedAt: 'Вошёл(ла) {0}',
    pending: 'Ждёт входа',
    /** {0}: date. */
    invitedAt: 'Приглашение от {0}',
    withdraw: 'Отозвать',
    /** {0}: phone. */
    withdrawTitle: 'Отозвать приглашение для {0}?',
    withdrawn: 'Приглашение отозвано',
    /** {0}: «3 приглашения», {1}: how many accepted. */
    summary: '{0}, приняли: {1}',
    invitesWord: ['приглашение', 'приглашения', 'приглашений'] as const,
    pageTitle: 'Приглашения',
  },
} as const;
