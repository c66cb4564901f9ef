// The back-office words the app shell shows on every screen: the moderators' menu entry and the toasts of a cabinet
// request's outcome. Apart from backoffice.ts so the first screen's chunk takes these lines and not the whole
// back-office vocabulary.
export const joinRequestsMenuTitle = 'Заявки застройщиков';

export const cabinetModerationToasts = {
  granted: 'Доступ к кабинету застройщика открыт',
  rejected: 'Заявка на доступ к кабинету застройщика отклонена',
} as const;
