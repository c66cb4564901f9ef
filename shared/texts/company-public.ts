// The company shown publicly (a complex's builder, a sent link's agency) and «Подборки агентства», the agency head's
// view of the links their agents sent.
export const companyPublicTexts = {
  /** Before the builder company's name on a complex's page. */
  builder: 'Застройщик',
  /** The complex's other builder companies, beside its builder company. */
  partners: 'Партнёры проекта',
  agencyCollections: {
    menu: 'Подборки агентства',
    title: 'Подборки агентства',
    filter: 'Агент',
    allMembers: 'Все агенты',
    /** A former member in the filter. */
    former: '{0} (не в агентстве)',
    empty: 'Агенты агентства ещё не отправляли подборки',
    emptyMember: 'Этот агент ещё не отправлял подборки',
    revoked: 'Отозвана',
    /** {0}: a date. */
    sent: 'Отправлена {0}',
    /** {0}: a date. */
    updated: 'обновлена {0}',
    /** {0}: a date and time. */
    firstOpened: 'Впервые открыта {0}',
    notOpened: 'Ещё не открывали',
    opens: ['открытие', 'открытия', 'открытий'] as const,
    visitors: ['клиент', 'клиента', 'клиентов'] as const,
    reactions: ['отклик', 'отклика', 'откликов'] as const,
    /** A figure of a row, for screen readers: {0} the count with its word. */
    loadError: 'Не удалось загрузить подборки',
    retry: 'Повторить',
    noAgency: 'Вы не состоите в агентстве',
    notHead: 'Подборки агентства видят его руководитель и менеджеры',
  },
  errors: {
    agencyNotFound: 'Агентство не найдено',
    memberNotFound: 'Такого агента в агентстве нет',
    notHead: 'Подборки всех агентов видят только руководитель агентства и его менеджеры',
  },
};
