// What the API answers about a request it could not read at all (server/plugins/errors.ts).
export const apiTexts = {
  requestTooLarge: 'Слишком большой запрос',
  unsupportedType: 'Неподдерживаемый формат запроса',
  emptyBody: 'Пустой запрос',
  malformed: 'Неверный формат запроса',
} as const;
