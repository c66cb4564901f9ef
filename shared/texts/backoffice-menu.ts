// The main menu's back-office entry for moderators. Apart from backoffice.ts so the app's first chunk, which holds
// the menu, takes this one line and not the whole back-office vocabulary.
export const joinRequestsMenuTitle = 'Заявки застройщиков';
