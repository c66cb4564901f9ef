// «В подборку» on every card and «Сохранить фильтр» over the feed: the first screen shows them, so their words stay
// apart from collections.ts (whose texts come with the first tap).
export const collectionButtonTexts = {
  button: 'В подборку',
  buttonIn: 'В подборке',
  /** {0}: the button's own words, {1}: the object's title (the visible words start the name, WCAG 2.5.3). */
  buttonLabel: '{0}: «{1}»',
};

export const saveFilterLabel = 'Сохранить фильтр';
