// Construction progress («Ход строительства», issue 28): the back-office's reports, the complex page's timeline and
// gallery, the chessboard's line and the follow toggle.
import { monthIndex, yearOf } from '../progress.ts';

/** Nominative month names: «отчёт за ноябрь». */
export const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** '2026-11-01' → «ноябрь 2026». */
export const monthTitle = (iso: string) => `${MONTHS[monthIndex(iso)]} ${yearOf(iso)}`;

/** «Ноябрь 2026» for headings. */
export const monthHeading = (iso: string) => {
  const title = monthTitle(iso);
  return title.charAt(0).toUpperCase() + title.slice(1);
};

export const progressTexts = {
  title: 'Ход строительства',
  /** {0}: percent, {1}: month name. */
  readiness: 'Готовность {0} %, отчёт за {1}',
  percent: '{0} %',
  errors: {
    percentRange: 'Готовность — целое число от 0 до 100',
    monthRequired: 'Укажите месяц отчёта',
    monthFuture: 'Этот месяц ещё не наступил',
    /** {0}: month. */
    monthTaken: 'Отчёт за {0} уже есть',
    /** {0}: month of the latest report. */
    monthBackwards: 'Месяц отчёта не может быть раньше последнего отчёта — за {0}',
    /** {0}: month of the next report. */
    monthPastNext: 'Месяц отчёта не может быть позже следующего отчёта — за {0}',
    /** {0}: month of the previous report. */
    percentDown: 'Готовность не может быть меньше, чем в отчёте за {0}',
    /** {0}: month of the next report. */
    percentUp: 'Готовность не может быть больше, чем в отчёте за {0}',
    tooManyPhotos: 'Не больше 30 фотографий в отчёте',
    photoNotFound: 'Фотография не найдена: загрузите её заново',
    photoInUse: 'Эта фотография уже используется в другом месте',
    photoTwice: 'Фотография добавлена дважды',
    videoHost: 'Ссылка на видео должна вести на RuTube, VK Видео, YouTube или Дзен',
    textTooLong: 'Не длиннее 2000 символов',
    captionTooLong: 'Подпись — не длиннее 200 символов',
    stale: 'Отчёт уже изменили в другом окне. Обновите страницу.',
  },
  backoffice: {
    add: 'Добавить отчёт',
    empty:
      'Отчётов пока нет. Покажите покупателям, как идёт стройка: раз в месяц — фото, процент готовности и пара слов.',
    hiddenBuilding: 'Корпус не опубликован: отчёты увидят покупатели, когда вы его опубликуете.',
    newTitle: 'Новый отчёт',
    editTitle: 'Отчёт за {0}',
    month: 'Месяц',
    percent: 'Готовность, %',
    text: 'Что сделано',
    textHint: 'Например: «Завершён монолит 12-го этажа, начата кладка стен 9–10 этажей».',
    video: 'Ссылка на видео',
    videoHint: 'RuTube, VK Видео, YouTube или Дзен',
    photos: 'Фотографии',
    photosHint: 'До 30 фото, JPEG, PNG или WebP',
    addPhotos: 'Добавить фото',
    uploading: 'Загружаем…',
    caption: 'Подпись',
    /** {0}: number. */
    captionFor: 'Подпись к фото {0}',
    removePhoto: 'Убрать фото {0}',
    moveUp: 'Переместить фото {0} раньше',
    save: 'Сохранить',
    cancel: 'Отмена',
    edit: 'Изменить',
    delete: 'Удалить',
    deleteConfirm: 'Удалить отчёт за {0}? Фотографии отчёта тоже удалятся.',
    saved: 'Отчёт сохранён',
    leaveTitle: 'Уйти без сохранения?',
    leaveText: 'Отчёт о ходе строительства не сохранён: введённое и загруженные фото пропадут.',
    leaveConfirm: 'Уйти',
    deleted: 'Отчёт удалён',
    photosCount: ['фото', 'фото', 'фото'],
  },
  page: {
    title: 'Ход строительства',
    /** {0}: building. */
    building: '{0}',
    empty: 'Застройщик ещё не публиковал отчёты о ходе строительства.',
    video: 'Смотреть видео',
    follow: 'Следить за стройкой',
    following: 'Вы следите за стройкой',
    unfollow: 'Не следить',
    followHint: 'Сообщим о новом отчёте застройщика',
    followLogin: 'Войдите, чтобы следить за стройкой',
    followed: 'Сообщим, когда появится новый отчёт',
    unfollowed: 'Вы больше не следите за стройкой',
    gallery: 'Фотографии за {0}',
    prev: 'Предыдущее фото',
    next: 'Следующее фото',
    /** {0}: index, {1}: count. */
    position: 'Фото {0} из {1}',
    open: 'Открыть фото {0}',
    close: 'Закрыть',
    percentLabel: 'Готовность',
  },
  notice: {
    /** {0}: complex, {1}: building, {2}: month, {3}: percent. */
    text: 'Новый отчёт о ходе строительства: {0}, {1} — {2}, готовность {3} %',
    open: 'Смотреть отчёт',
  },
  /** Live collections' change mark. */
  change: 'Новый отчёт о ходе строительства',
} as const;
