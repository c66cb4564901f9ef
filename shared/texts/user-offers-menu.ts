// The few words the app shell shows for this area (the staff's menu entries, the bell), apart from user-offers.ts so
// the first chunk, which holds the shell, does not take the whole vocabulary.
import { countWords } from './count-words.ts';

export const staffMenuTexts = {
  title: 'Модерация',
  users: 'Пользователи',
  offers: 'Объявления',
  app: 'Приложение',
} as const;

export const bellTexts = {
  /** {0}: «3 новых». */
  unread: 'Уведомления: {0}',
  unreadForms: countWords.unread,
} as const;
