// Texts of the account screens (login, onboarding, email verification, the licence), which load with those
// screens: apart from app.ts, so the entry does not carry them.
export const accountTexts = {
  tagline: 'Новостройки и вторичное жильё',
  taglineLong: 'Шахматки новостроек, вторичка и подборки для клиентов в одном приложении',
  pitch: [
    'Актуальные шахматки жилых комплексов',
    'Объявления вторичного рынка',
    'Подборки объектов для клиентов',
  ],
  auth: {
    title: 'Вход в Квартал',
    phoneHint: 'Отправим СМС с кодом для входа',
    phonePlaceholder: '+7(900)000-00-00',
    getCode: 'Получить код',
    consent: 'Нажимая «Получить код», вы принимаете',
    consentLink: 'пользовательское соглашение',
    codeTitle: 'Код из СМС',
    codeSent: 'Отправили код на номер',
    changePhone: 'Изменить номер',
    /** {0}: m:ss until another code may be asked for. */
    resendIn: 'Получить новый код можно через {0}',
    resend: 'Отправить код ещё раз',
    codeResent: 'Новый код отправлен',
    checking: 'Проверяем код…',
    /** {0}: «3 попытки». */
    attemptsLeft: 'осталось {0}',
    attempts: ['попытка', 'попытки', 'попыток'] as const,
    codeExpired: 'Срок действия кода истёк. Запросите новый код',
  },
  licence: {
    back: 'Назад',
  },
  onboarding: {
    stepOf: 'Шаг {0} из {1}',
    title: 'Добро пожаловать в Квартал',
    lead: 'Прежде чем начать, ознакомьтесь с пользовательским соглашением и примите его условия.',
    points: [
      'Размещайте только достоверные сведения об объектах и ценах',
      'Не передавайте доступ к аккаунту третьим лицам',
      'Уважайте других пользователей и соблюдайте законодательство РФ',
    ],
    readLicence: 'Читать соглашение полностью',
    accept: 'Я прочитал(а) и принимаю условия пользовательского соглашения',
    continue: 'Продолжить',
    logout: 'Выйти',
  },
  verifyEmail: {
    title: 'Подтвердите почту',
    lead: 'Укажите адрес электронной почты — на него придут уведомления и документы по сделкам.',
    emailLabel: 'Электронная почта',
    emailPlaceholder: 'name@example.ru',
    send: 'Отправить ссылку',
    sentTitle: 'Проверьте почту',
    /** {0}: the address the letter went to. */
    sentText: 'Мы отправили письмо на {0}. Перейдите по ссылке из письма — эта страница обновится сама.',
    /** {0}: m:ss until another letter may be sent. */
    resendIn: 'Отправить письмо повторно можно через {0}',
    resend: 'Отправить письмо ещё раз',
    changeEmail: 'Изменить адрес',
    resent: 'Письмо отправлено ещё раз',
    verifiedTitle: 'Почта подтверждена',
    verifiedText: 'Спасибо! Теперь вам доступны все возможности Квартала.',
    toFeed: 'Перейти к объектам',
    invalidTitle: 'Ссылка недействительна',
    invalidText: 'Ссылка устарела или уже использована. Отправьте письмо ещё раз.',
    /** The link opened on a device where nobody is logged in. */
    verifiedGuestText: 'Адрес подтверждён. Войдите по номеру телефона, чтобы продолжить.',
    invalidGuestText: 'Ссылка устарела или уже использована. Войдите и отправьте письмо ещё раз.',
    login: 'Войти',
    emailRequired: 'Укажите адрес электронной почты',
    emailInvalid: 'Неверный адрес электронной почты',
  },
} as const;
