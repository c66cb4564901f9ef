// Texts of saved-filter alerts: the subscription selector, the FilterMatch notification, the feed's marks and the
// daily digest letter.
export const filterAlertTexts = {
  notify: {
    label: 'Уведомления',
    instant: 'Сразу',
    daily: 'Раз в день',
    off: 'Не уведомлять',
    /** {0}: filter name. */
    changed: 'Фильтр «{0}»: уведомления — {1}',
  },
  reason: {
    new: 'Новое',
    backOnSale: 'Снова в продаже',
    priceCut: 'Цена снижена',
    deadlineMoved: 'Срок сдачи перенесён',
  },
  /** The feed card's mark. */
  mark: {
    new: 'Новое',
    priceCut: 'Цена снижена',
    deadlineMoved: 'Срок перенесён',
  },
  notification: {
    /** {0}: filter name, {1}: «3 совпадения». */
    text: 'По фильтру «{0}»: {1}',
    matches: ['совпадение', 'совпадения', 'совпадений'] as const,
    priceCut: 'снижение цены',
    open: 'Показать в ленте',
  },
  feed: {
    /** {0}: filter name. */
    banner: 'Новое по фильтру «{0}»',
    unknownFilter: 'Фильтр удалён — показываем ленту',
  },
  digest: {
    /** {0}: «5 совпадений». */
    subject: 'Квартал: {0} по вашим фильтрам',
    greeting: 'Здравствуйте!',
    intro: 'За прошедшие сутки по вашим сохранённым фильтрам появилось новое:',
    /** {0}: filter name. */
    filter: 'Фильтр «{0}»',
    /** {0}: how many more. */
    more: 'и ещё {0}',
    open: 'Открыть в ленте',
    /** {0}: the old price. */
    was: 'было {0}',
    complex: 'Новый ЖК в продаже',
    footer: 'Письмо приходит раз в день, в 9:00 по Москве. Изменить частоту можно в разделе «Мои фильтры».',
  },
} as const;
