// The menu's words for client fixation: the shell shows them on every screen, apart from the rest (fixations.ts).
export const fixationsMenuTexts = {
  mine: 'Фиксации',
  builder: 'Фиксации клиентов',
} as const;
