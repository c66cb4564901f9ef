// The menu's «Рынок» entry (the menu is on the first screen: the market's texts are not).
export const marketMenuTitle = 'Рынок';
