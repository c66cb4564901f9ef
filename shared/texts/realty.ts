// Texts of the buyers' side of a complex: the object page, its chessboard, news, favourites and the resale offer page.
export const realtyTexts = {
  errors: {
    objectNotFound: 'Объект не найден',
    offerNotFound: 'Объявление не найдено',
    sectionNotFound: 'Секция не найдена',
    snapshotInvalid: 'Ссылка на подборку недействительна',
  },
} as const;
