// What the API answers about a request it could not read at all (server/plugins/errors.ts).
export const apiTexts = {
  requestTooLarge: 'Слишком большой запрос',
  unsupportedType: 'Неподдерживаемый формат запроса',
  emptyBody: 'Пустой запрос',
  malformed: 'Неверный формат запроса',
  /** A text holding the character U+0000, which no field may store. */
  nulCharacter: 'Текст содержит недопустимый символ',
} as const;
