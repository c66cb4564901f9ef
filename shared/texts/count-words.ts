// The Russian plural forms (one, few, many) of the words many screens count with, for plural() of shared/format.ts.
export const countWords = {
  flat: ['квартира', 'квартиры', 'квартир'],
  object: ['объект', 'объекта', 'объектов'],
  offer: ['объявление', 'объявления', 'объявлений'],
  complex: ['ЖК', 'ЖК', 'ЖК'],
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
  month: ['месяц', 'месяца', 'месяцев'],
  time: ['раз', 'раза', 'раз'],
  unread: ['новое', 'новых', 'новых'],
} as const;
