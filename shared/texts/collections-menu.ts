// «В подборку» on every card: the feed's first screen shows it, so its words stay apart from collections.ts (whose
// texts come with the first tap).
export const collectionButtonTexts = {
  button: 'В подборку',
  buttonIn: 'В подборке',
  /** {0}: the object's title. */
  buttonLabel: 'Добавить «{0}» в подборку',
};
