// The menu's words for deals: a file of its own, so the shell's first screen does not carry the deals' texts.
export const dealsMenuTexts = {
  mine: 'Мои сделки',
  builder: 'Сделки',
} as const;
