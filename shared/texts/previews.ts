// Link previews in messengers (Open Graph), the page a dead collection link answers, and robots.txt's neighbours.
export const previewTexts = {
  siteName: 'Квартал',
  collection: {
    /** {0}: the collection's name. */
    title: 'Подборка «{0}»',
    /** {0}: «3 объекта». */
    count: '{0} в подборке',
    /** {0}, {1}: the lowest and the highest price. */
    priceRange: 'от {0} до {1}',
    /** {0}: the only price, or the lowest. */
    priceFrom: 'от {0}',
    /** {0}: the agent's name. */
    agent: 'подготовил(а) {0}',
    empty: 'Подборка недвижимости',
  },
  complex: {
    /** {0}: «42 квартиры». */
    onSale: 'В продаже {0}',
    /** {0}: the lowest price. */
    priceFrom: 'цены от {0}',
    chess: 'Шахматка квартир с ценами и статусами',
  },
  gone: {
    notFoundTitle: 'Ссылка не найдена или устарела',
    notFoundHint: 'Проверьте ссылку или попросите агента прислать её ещё раз.',
    toCatalogue: 'Перейти в каталог',
  },
} as const;
