// The menu entry of «Сравнение»: the app shell shows it on every screen, so it stays apart from compare.ts.
export const compareMenuTitle = 'Сравнение';
