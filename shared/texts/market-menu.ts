// The menu's «Рынок» entry (the menu is on the first screen: the market's texts are not).
export const marketMenuTitle = 'Рынок';
/** The complex page's link to «Рынок» with the complex picked for comparison. */
export const marketCompareLink = 'Сравнить с рынком';
