// The menu's words for commissions: the shell shows them on every screen, apart from the rest (commissions.ts).
export const commissionsMenuTexts = {
  mine: 'Вознаграждения',
  builder: 'Вознаграждения агентам',
} as const;
