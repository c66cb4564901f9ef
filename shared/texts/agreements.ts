// The booking agreement signed by SMS code: the template's refusals, the signing's refusals, the SMS, the signed
// page's lines and the screens' words.
import type { TAgreementPlaceholder, TAgreementState } from '../deals.ts';

export const agreementTexts = {
  title: 'Договор бронирования',
  templateTitle: 'Шаблон договора бронирования',
  state: {
    draft: 'Не подписан',
    code_sent: 'Код отправлен',
    signed: 'Подписан',
  } satisfies Record<TAgreementState, string>,
  placeholders: {
    buyer_name: 'ФИО покупателя',
    buyer_phone: 'Телефон покупателя',
    unit_number: 'Номер помещения',
    unit_kind: 'Вид помещения: квартира, машино-место, помещение',
    unit_floor: 'Этаж',
    unit_area: 'Площадь, м²',
    unit_rooms: 'Комнатность',
    complex: 'Название ЖК',
    address: 'Адрес ЖК',
    price: 'Цена цифрами',
    price_words: 'Цена цифрами и прописью',
    hold_until: 'Срок бронирования',
    agent_name: 'ФИО агента',
    agent_phone: 'Телефон агента',
    agency: 'Агентство',
    company: 'Застройщик',
    company_inn: 'ИНН застройщика',
    company_kpp: 'КПП застройщика',
    company_address: 'Юридический адрес застройщика',
    date: 'Дата договора',
    booking_number: 'Номер брони',
  } satisfies Record<TAgreementPlaceholder, string>,
  errors: {
    templateMissing: 'Приложите файл DOCX',
    /** {0}: the size limit in MB. */
    templateTooLarge: 'Файл больше {0} МБ',
    notDocx: 'Нужен документ Word в формате DOCX',
    broken: 'Файл DOCX повреждён или не читается',
    /** {0}: what docxtemplater found wrong. */
    badTag: 'Ошибка в подстановке: {0}',
    /** {0}: the unknown placeholder as written, {1}: the allowed ones. */
    unknownPlaceholder: 'В шаблоне неизвестная подстановка {{0}}. Доступны: {1}',
    noTemplate: 'Застройщик ещё не загрузил шаблон договора бронирования для этого ЖК',
    notBooking: 'Договор бронирования оформляется только для брони',
    closed: 'Бронь закрыта — подписать договор уже нельзя',
    signed: 'Договор уже подписан',
    noCode: 'Сначала отправьте код покупателю',
    expired: 'Срок действия кода истёк — отправьте новый',
    attemptsOut: 'Попытки ввода исчерпаны — отправьте новый код',
    /** {0}: attempts left. */
    wrongCode: 'Неверный код. Осталось попыток: {0}',
    codeFormat: 'Код — 6 цифр',
    /** docxtemplater's problems with a tag; {0}: the text around it. */
    tag: {
      unclosed_tag: 'не закрыта фигурная скобка в «{0}»',
      unopened_tag: 'лишняя закрывающая скобка в «{0}»',
      duplicate_close_tag: 'две закрывающие скобки подряд в «{0}»',
      duplicate_open_tag: 'две открывающие скобки подряд в «{0}»',
      other: 'подстановка «{0}» записана неверно',
    } as Record<string, string>,
    changed: 'Договор изменился после отправки кода — отправьте новый код',
    smsFailed: 'Не удалось отправить СМС. Попробуйте ещё раз через минуту',
  },
  /** The PDF's words beside the document's own. */
  pdf: {
    creator: 'Квартал',
    noAgency: 'без агентства',
    signedSuffix: ' (подписан)',
    /** After a time: Moscow's. */
    moscow: 'МСК',
  },
  /** {0}: the code, {1}: the unit («кв. 45»), {2}: the complex. */
  sms: 'Код {0} для подписания договора бронирования {1} в {2}. Никому не сообщайте его',
  /** The signed PDF's last page. */
  stamp: {
    title: 'Подписано простой электронной подписью',
    lead: 'Документ подписан покупателем простой электронной подписью (ст. 5 и 9 Федерального закона от 06.04.2011 № 63-ФЗ «Об электронной подписи»): кодом из СМС, отправленным на номер телефона покупателя.',
    booking: 'Бронь',
    signer: 'Подписант',
    phone: 'Телефон (идентификатор подписанта)',
    time: 'Дата и время подписания (Москва)',
    ip: 'IP-адрес',
    check: 'Проверка кода',
    checked: 'Код из СМС, отправленный на этот номер, введён верно; код одноразовый',
    hash: 'SHA-256 подписанного документа',
    /** {0}: when the code was sent, {1}: which try it was. */
    codeSent: 'Код отправлен {0}, введён с попытки {1}',
    operator: 'Оформил в Квартале',
    note: 'Хеш вычислен по PDF-файлу договора, который покупатель видел и подписал (страницы до этой, без неё); файл хранится в Квартале. Совпадение хеша подтверждает, что документ не изменялся после подписания.',
  },
  screen: {
    open: 'Открыть PDF',
    openSigned: 'Подписанный договор (PDF)',
    send: 'Отправить код покупателю',
    resend: 'Отправить код ещё раз',
    /** {0}: seconds. */
    resendIn: 'Отправить снова через {0} с',
    /** {0}: the buyer's phone. */
    sentTo: 'Код отправлен на {0}. Покупатель называет его вам или вводит сам.',
    code: 'Код из СМС',
    sign: 'Подписать',
    /** {0}: date and time, {1}: the buyer's phone. */
    signedLine: '{0} — кодом из СМС на {1}',
    noTemplate: 'Шаблон договора не загружен застройщиком',
    templateHint:
      'Загрузите договор в формате DOCX с подстановками в фигурных скобках: {buyer_name}. Квартал заполнит его для каждой брони, покажет как PDF, а покупатель подпишет кодом из СМС.',
    templateUpload: 'Загрузить DOCX',
    templateReplace: 'Заменить шаблон',
    templateDownload: 'Скачать',
    templateDelete: 'Удалить',
    templateDeleteConfirm:
      'Удалить шаблон договора? Неподписанные договоры по броням этого ЖК перестанут открываться.',
    templateCurrent: 'Текущий шаблон',
    templateNone: 'Шаблон не загружен',
    templateUploaded: 'Шаблон загружен',
    templateDeleted: 'Шаблон удалён',
    placeholdersTitle: 'Подстановки',
    copy: 'Скопировать',
    copied: 'Скопировано',
    signedToast: 'Договор подписан',
    pdfFailed: 'Не удалось открыть договор',
  },
} as const;
