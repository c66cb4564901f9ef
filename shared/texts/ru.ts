// User-facing texts named by PRODUCT. Areas keep their own files next to this one (texts/<area>.ts).
export const ru = {
  appName: 'Квартал',
  notSpecified: 'Не указано',
  loadMore: 'Показать ещё',
  auth: {
    phoneLabel: 'Введите номер телефона',
    codeLabel: 'Введите код из СМС',
    invalidSmsCode: 'Неверный код СМС',
  },
  errors: {
    Unauthorized: 'Требуется вход',
    Forbidden: 'Доступ запрещен',
    NotFound: 'Не найдено',
    ThrottleLimit: 'Слишком много попыток ввода',
    PaymentRequired: 'Требуется оплата',
    TermsNotAccepted: 'Примите условия пользовательского соглашения',
    EmailNotVerified: 'Подтвердите адрес электронной почты',
    UserIsBanned: 'Вы заблокированы за нарушение условий пользовательского соглашения.',
    InvalidSmsCode: 'Неверный код СМС',
    NotAcceptable: 'Действие недоступно',
    ServerError: 'Что-то пошло не так. Попробуйте ещё раз',
    validation: 'Проверьте правильность заполнения полей',
  },
  throttle: {
    title: 'Слишком много попыток ввода',
    /** {0}: seconds to wait, from the server. */
    text: 'Подождите {0} сек. и попробуйте снова',
  },
  banned: {
    title: 'Доступ запрещен',
    text: 'Вы заблокированы за нарушение условий пользовательского соглашения.',
  },
  share: {
    copied: 'Ссылка скопирована в буффер обмена',
    copyFailed: 'Невозможно скопировать ссылку',
  },
  empty: {
    favorites: 'Список избранного пуст',
    collection: 'Подборка пуста',
    filters: 'Список фильтров пуст',
    objects: 'Отсутствуют объекты',
    noResults: 'По вашему запросу ничего не найдено',
  },
  menu: {
    home: 'Главная',
    cabinet: 'Личный кабинет',
    collections: 'Мои подборки',
    offers: 'Мои объявления',
    archive: 'Архив объявлений',
    favorites: 'Избранное',
    filters: 'Сохранённые фильтры',
    support: 'Чат техподдержки',
    place: 'Разместить',
    builderCabinet: 'Мои объекты',
  },
  backoffice: {
    newObject: 'Новый объект',
    unpublishObject: 'Снять с публикации?',
    unpublishPavilion: 'Снять корпус с публикации?',
    unpublishSection: 'Снять секцию с публикации?',
    pavilionUnpublished: 'Корпус снят с публикации',
    sectionUnpublished: 'Секция снята с публикации',
    pavilionNotFound: 'Корпус не найден',
    pavilionNotFoundHint: 'Возможно данная ссылка устарела',
    errorTitle: 'Ошибка',
    close: 'Закрыть',
    notRectangle: 'Выбранные квартиры не составляют прямоугольник!',
    mapLoadError: 'ошибка загрузки yMaps',
    /** {type}: the refused MIME type. */
    wrongFormat: 'wrong format {type}',
  },
} as const;

/** Fills {0}, {1}… or {name} placeholders. */
export function fill(
  template: string,
  ...args: (string | number | Record<string, string | number>)[]
): string {
  const named = typeof args[0] === 'object' ? args[0] : null;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = named ? named[key] : args[Number(key)];
    return value === undefined ? whole : String(value);
  });
}
