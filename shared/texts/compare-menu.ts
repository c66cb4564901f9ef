// The menu entry of «Сравнение» and the cards' «Сравнить»: the app shell and the feed's first screen show them, so
// they stay apart from compare.ts.
export const compareMenuTitle = 'Сравнение';

export const compareToggleTexts = {
  add: 'Сравнить',
  added: 'В сравнении',
};
