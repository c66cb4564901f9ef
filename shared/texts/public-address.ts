// The refusal of an address outside the public internet (server/core/public-address.ts): feeds, webhooks.
export const publicAddressTexts = {
  scheme: 'Укажите ссылку http:// или https://',
  invalid: 'Это не ссылка',
  credentials: 'Логин и пароль в ссылке не допускаются',
  private: 'Ссылка ведёт во внутреннюю сеть ({0}) — такие адреса запрещены',
  unresolved: 'Адрес {0} не найден',
} as const;
