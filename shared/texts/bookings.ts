// Bookings and requests: the server's refusals, the states' titles, notifications and the screens' words.
import type { TBookingAction, TBookingKind, TBookingState } from '../bookings.ts';

export const bookingTexts = {
  kind: { booking: 'Бронь', request: 'Заявка' } satisfies Record<TBookingKind, string>,
  state: {
    requested: 'Ожидает подтверждения',
    confirmed: 'Подтверждена',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    expired: 'Истекла',
    released: 'Снята',
    sold: 'Продано',
  } satisfies Record<TBookingState, string>,
  requestState: {
    requested: 'Новая',
    confirmed: 'В работе',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    expired: 'Истекла',
    released: 'Закрыта',
    sold: 'Сделка',
  } satisfies Record<TBookingState, string>,
  action: {
    confirm: 'Подтвердить',
    decline: 'Отклонить',
    extend: 'Продлить',
    sold: 'Продано',
    release: 'Снять бронь',
  } satisfies Record<TBookingAction, string>,
  errors: {
    taken: 'Квартира уже забронирована',
    notOnSale: 'Квартира не в продаже',
    disabled: 'Квартира недоступна',
    unpublished: 'Квартира не опубликована',
    bookingsOff: 'Застройщик не принимает брони в этом комплексе',
    onlyAgents: 'Бронировать могут только агенты',
    notAllowed: 'Это действие недоступно для брони в состоянии «{0}»',
    alreadyExtended: 'Бронь уже продлевалась',
    noExtension: 'Продление в этом комплексе не предусмотрено',
    closed: 'Бронь уже закрыта',
    unitBooked: 'У квартиры {0} открытая бронь: её нельзя удалить',
  },
  notifications: {
    BookingRequested: 'Новая бронь: кв. {0}, {1}',
    RequestReceived: 'Новая заявка: кв. {0}, {1}',
    BookingConfirmed: 'Бронь подтверждена: кв. {0}, {1}, до {2}',
    BookingDeclined: 'Бронь отклонена: кв. {0}, {1}. Причина: {2}',
    BookingExpiring: 'Бронь кв. {0}, {1} истекает через час',
    BookingExpired: 'Бронь кв. {0}, {1} истекла',
  },
  /** The history's author when the expiry job acted. */
  system: 'Система',
} as const;
