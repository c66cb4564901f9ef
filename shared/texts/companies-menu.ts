// The menu entries of companies: the app shell shows them on every screen, so they stay apart from companies.ts,
// which loads with the company screen.
export const companiesMenuTexts = {
  company: 'Компания',
  createAgency: 'Создать агентство',
} as const;
