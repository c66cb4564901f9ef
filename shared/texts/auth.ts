// Texts of login, the profile and email verification: what the user reads in SMS, mail and error messages.
import { countWords } from './count-words.ts';

export const authTexts = {
  /** {0}: the 6-digit code. */
  smsCode: 'Код для входа в Квартал: {0}. Никому его не сообщайте.',
  phoneInvalid: 'Введите номер мобильного телефона в формате +7(900)000-00-00',
  codeBurned: 'Код больше не действует. Запросите новый код',
  smsFailed: 'Не удалось отправить СМС. Попробуйте ещё раз чуть позже',
  mailFailed: 'Не удалось отправить письмо. Попробуйте ещё раз чуть позже',
  emailRequired: 'Укажите адрес электронной почты',
  emailAlreadyVerified: 'Этот адрес уже подтверждён',
  verifyMail: {
    subject: 'Подтвердите адрес электронной почты в Квартале',
    greeting: 'Здравствуйте!',
    /** Plain text: the link follows on the next line. */
    textIntro: 'Чтобы подтвердить адрес электронной почты в Квартале, перейдите по ссылке:',
    htmlIntro: 'Чтобы подтвердить адрес электронной почты в Квартале, нажмите на кнопку:',
    button: 'Подтвердить адрес',
    /** {validity}: how long the link stays valid («24 часа»). */
    hours: countWords.hour,
    footer:
      'Ссылка действует {validity}. Если вы не запрашивали подтверждение, просто проигнорируйте это письмо.',
  },
  /** The profile's card that ends every session of the account (POST /api/user/logout-all). */
  logoutEverywhere: {
    title: 'Вход на других устройствах',
    text: 'Если вы входили в Квартал на чужом устройстве или потеряли телефон, завершите все сеансы. Чтобы войти снова, понадобится код из СМС.',
    button: 'Выйти на всех устройствах',
    confirmTitle: 'Выйти на всех устройствах?',
    confirmText: 'Сеансы завершатся на всех телефонах и компьютерах, включая этот.',
    confirmLabel: 'Выйти везде',
    done: 'Вы вышли на всех устройствах',
  },
} as const;
