// The booking queue in Russian: the refusals, the chessboard cell's line, the agent's places and the builder's screen.
import type { TQueueState } from '../deals.ts';
import { countWords } from './count-words.ts';
import { aboutUnit } from './units.ts';

export const queueTexts = {
  errors: {
    /** The unit is free: it is booked, not queued for. */
    free: aboutUnit('свободна — её можно забронировать', 'свободно — его можно забронировать'),
    already: 'Вы уже в очереди на этот объект',
    holder: 'Бронь на этот объект ваша — очередь не нужна',
    /** {0}: the turn's end, «05.12, 14:00». */
    reserved: aboutUnit(
      'закреплена за первым в очереди до {0}. Вы можете встать в очередь',
      'закреплено за первым в очереди до {0}. Вы можете встать в очередь',
    ),
    notInQueue: 'Вы не стоите в очереди на этот объект',
    notOnSale: 'Объект не в продаже — очередь на него не ведётся',
    /** {0}: the active places' count. */
    position: 'Укажите место от 1 до {0}',
    offeredFirst: 'Первым стоит агент, которому уже предложена бронь: его очередь не переставить',
    closed: 'Место в очереди уже не активно',
  },
  /** The states of a place. */
  state: {
    waiting: 'Ждёт',
    offered: 'Может бронировать',
    booked: 'Забронировал',
    passed: 'Очередь прошла',
    left: 'Вышел из очереди',
    removed: 'Снят застройщиком',
  } satisfies Record<TQueueState, string>,
  cell: {
    /** «В очереди 2»: the count goes through countOf with `agents`. */
    length: 'В очереди {0}',
    first: 'Вы первые в очереди',
    /** {0}: «2 агента». */
    behind: 'Перед вами в очереди {0}',
    agents: ['агент', 'агента', 'агентов'] as const,
    /** {0}: the turn's end. */
    yourTurn: 'Ваша очередь: забронируйте до {0}',
    othersTurn: 'Закреплена за первым в очереди до {0}',
    join: 'Встать в очередь',
    leave: 'Выйти из очереди',
    joined: 'Вы в очереди',
    left: 'Вы вышли из очереди',
    joinHint: 'Когда бронь закончится, первый в очереди получит уведомление и {0} на бронирование',
    hours: countWords.hour,
  },
  mine: {
    title: 'Очереди',
    empty: 'Вы не стоите в очередях',
    /** {0}: the place, {1}: the length. */
    rank: 'Место {0} из {1}',
    client: 'Клиент: {0}',
    /** {0}: the agent's note. */
    comment: 'Комментарий: {0}',
    openUnit: 'Открыть на шахматке',
  },
  builder: {
    tab: 'Очереди',
    title: 'Очереди на бронирование',
    intro:
      'Когда бронь заканчивается, первый в очереди получает уведомление и время на бронирование; не успел — очередь переходит к следующему.',
    empty: 'Очередей нет: агенты встают в очередь на забронированные объекты на шахматке',
    holder: 'Бронь: {0}',
    holderUntil: 'до {0}',
    free: 'Свободна',
    up: 'Выше',
    down: 'Ниже',
    remove: 'Снять с очереди',
    removeConfirm: 'Снять агента {0} с очереди?',
    removed: 'Агент снят с очереди',
    moved: 'Порядок очереди изменён',
    /** {0}: «кв. 15». */
    listLabel: 'Очередь на {0}',
    noRight: 'Очередями управляют владелец и менеджеры с правом «Брони»',
    offeredUntil: 'Может бронировать до {0}',
    client: 'Клиент: {0}',
    noClient: 'Клиент не указан',
  },
  settings: {
    hours: 'Время первому в очереди',
    hoursHint:
      'Когда бронь заканчивается, первый в очереди агент может забронировать объект в течение этого времени (от 1 до 168 часов), потом очередь переходит к следующему',
  },
  notifications: {
    /** {0}: the unit, {1}: the complex, {2}: the turn's end. */
    QueueTurn: 'Подошла ваша очередь на {0}, {1}: забронируйте до {2}',
    QueuePassed: 'Очередь на {0}, {1} перешла к следующему: время на бронирование истекло',
    QueueSold: 'Очередь на {0}, {1} закрыта: объект продан',
    open: 'Открыть на шахматке',
  },
};
