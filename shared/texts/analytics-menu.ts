// The menu's word for the builder's analytics: the shell shows it on every screen, apart from the rest (analytics.ts).
export const analyticsMenuTexts = {
  builder: 'Аналитика',
} as const;
