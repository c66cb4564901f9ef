// Texts of the notifications panel and of the app-update offer: the app shell shows both on every screen, so they
// stay apart from the rest of the owner's cabinet texts (user-offers.ts), which load with its screens.
export const notificationTexts = {
  title: 'Уведомления',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся новости о ваших объявлениях, оплатах и приглашениях.',
  loadMore: 'Показать ещё',
  remove: 'Удалить уведомление',
  fresh: 'Новое',
  loadFailed: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  /** {0}: offer title. */
  offerOutdated: 'Объявление «{0}» снято с показа: срок размещения истёк. Продлите его, если оно актуально.',
  /** {0}: offer title. */
  offerArchived: 'Объявление «{0}» перенесено в архив.',
  /** {0}: offer title. */
  offerDisabled: 'Объявление «{0}» заблокировано модератором.',
  cabinetGranted: 'Доступ к кабинету застройщика открыт.',
  cabinetRejected: 'Заявка на доступ к кабинету застройщика отклонена.',
  /** {0}: phone. */
  inviteAccepted: 'Пользователь {0} принял ваше приглашение.',
  paymentConfirmed: 'Оплата прошла. Теперь вы можете размещать объявления.',
  unknown: 'Новое уведомление',
  /** {0}: the endpoint's URL. */
  webhookDisabled: 'Вебхук {0} отключён: доставки не проходили 3 дня. Проверьте адрес и включите его снова.',
  openIntegrations: 'Открыть интеграции',
  /** {0}: the reason, in Russian. */
  crmBroken: 'Подключение к CRM не работает: {0}',
  openOffer: 'Открыть объявление',
  openCabinet: 'Открыть кабинет',
  openRequest: 'Открыть заявку',
  placeOffer: 'Разместить объявление',
  openCabinetHome: 'В личный кабинет',
  /** {0}: company name. */
  companyJoinedBuilder: 'Вы стали сотрудником компании «{0}». Её объекты — в разделе «Мои объекты».',
  /** {0}: company name. */
  companyJoinedAgency: 'Вы стали агентом агентства «{0}».',
  /** {0}: who, {1}: company name. */
  companyInviteAccepted: 'Приглашение принято: {0} теперь в компании «{1}».',
  openCompany: 'Открыть компанию',
  openObjects: 'Мои объекты',
} as const;

export const appUpdateTexts = {
  /** {0}: version name. */
  updateAvailable: 'Доступна новая версия приложения {0}',
  update: 'Обновить',
  webUpdated: 'Вышла новая версия сайта: обновите страницу, чтобы работать в ней',
  reload: 'Обновить страницу',
} as const;

/** Client fixation (Fixation*, the fixation as payload): {0} the client, {1} the complex. */
export const fixationNotificationTexts = {
  /** {0}: client, {1}: complex. */
  FixationRequested: 'Новая фиксация: {0}, {1} — ждёт решения',
  FixationExtendRequested: 'Агент просит продлить фиксацию: {0}, {1}',
  /** {2}: the date it holds until. */
  FixationAccepted: 'Фиксация принята: {0}, {1} — до {2}',
  /** {2}: the reason. */
  FixationRejected: 'Фиксация отклонена: {0}, {1}. Причина: {2}',
  FixationExtendRefused: 'В продлении фиксации отказано: {0}, {1}. Причина: {2}',
  FixationExtended: 'Фиксация продлена: {0}, {1} — до {2}',
  FixationExpiring: 'Фиксация скоро истечёт: {0}, {1} — до {2}',
  FixationExpired: 'Фиксация истекла: {0}, {1}',
  openMine: 'Мои фиксации',
  openBuilder: 'Открыть фиксации',
} as const;

/** The booking agreement's notice (AgreementSigned). {0}: buyer, {1}: complex, {2}: the unit's number. */
export const agreementNotificationTexts = {
  AgreementSigned: 'Договор бронирования подписан: {0} — {1}, № {2}',
  openMine: 'Мои брони',
  openBuilder: 'Открыть брони',
} as const;

/** Deals (Deal*, TDealNotice as payload): {0} the unit, {1} the complex, {2} the buyer, {3} the stage. */
export const dealNotificationTexts = {
  DealOpened: 'Оформлена сделка: {0}, {1} — покупатель {2}',
  DealStage: 'Сделка перешла на этап «{3}»: {0}, {1}',
  DealDocument: 'В сделку добавлен документ: {0}, {1}',
  DealStalled: 'Сделка давно стоит на этапе «{3}»: {0}, {1} — покупатель {2}',
  DealCancelled: 'Сделка отменена: {0}, {1}',
  openDeal: 'Открыть сделку',
} as const;

/** Commissions (Commission*, TCommissionNotice as payload): {0} the complex with the unit, {1} the sum. */
export const commissionNotificationTexts = {
  CommissionAccrued: 'Начислено вознаграждение: {0} — {1}',
  CommissionReconcile: 'Агент просит сверку вознаграждения: {0} — {1}',
  CommissionApproved: 'Вознаграждение согласовано: {0} — {1}',
  CommissionPaid: 'Вознаграждение выплачено: {0} — {1}',
  /** {2}: the comment. */
  CommissionDisputed: 'Спор по вознаграждению: {0}. {2}',
  openMine: 'Мои вознаграждения',
  openBuilder: 'Открыть вознаграждения',
} as const;

/** A scheduled feed import failed (ImportFailed): {0} the complex, {1} the reason. */
export const importNotificationTexts = {
  ImportFailed: 'Импорт фида не удался: ЖК «{0}». {1}',
  open: 'Открыть импорт',
} as const;
