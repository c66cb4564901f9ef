// «В подборку» on every card and «Сохранить фильтр» over the feed: the first screen shows them, so their words stay
// apart from collections.ts (whose texts come with the first tap).
export const collectionButtonTexts = {
  button: 'В подборку',
  buttonIn: 'В подборке',
  /** {0}: the object's title. */
  buttonLabel: 'Добавить «{0}» в подборку',
};

export const saveFilterLabel = 'Сохранить фильтр';
