// The drawn areas of the map (issue 28): drawing, removing and the hints around them.
export const drawAreaTexts = {
  draw: 'Нарисовать область',
  drawing: 'Обведите район пальцем или мышью',
  cancel: 'Отмена',
  /** {0}: the area's number. */
  area: 'Область {0}',
  /** {0}: the area's number. */
  remove: 'Удалить область {0}',
  clear: 'Очистить',
  clearLabel: 'Удалить все области',
  tooSmall: 'Область слишком маленькая — обведите район крупнее',
  crossed: 'Область пересекает сама себя — нарисуйте её заново',
  /** {0}: the limit. */
  tooMany: 'Не больше {0} областей',
  /** The toolbar's name for screen readers. */
  toolbar: 'Области на карте',
} as const;
