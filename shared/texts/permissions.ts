// A member of a builder company without the permission an action needs (shared/companies.ts): the 403's words.
import type { TCompanyPermission } from '../companies.ts';

export const permissionTexts = {
  refused: {
    prices: 'Нет права менять цены',
    publish: 'Нет права публиковать и снимать с публикации',
    bookings: 'Нет права отвечать на брони',
    analytics: 'Нет права смотреть аналитику',
    settings: 'Нет права менять настройки',
  } satisfies Record<TCompanyPermission, string>,
  /** Beside a control the member may not use. */
  hint: {
    prices: 'Цены меняют владелец и менеджеры с правом «Цены»',
    publish: 'Публикуют владелец и менеджеры с правом «Публикация»',
    settings: 'Настройки меняют владелец и менеджеры с правом «Настройки»',
  },
} as const;
