// How a booking reads on the lists: its unit line, its state's title (a request has its own words), the actions the
// builder may take now (shared/bookings.ts transitions, extend only while the complex allows one more).
import {
  BOOKING_ACTIONS,
  bookingTransitions,
  isOpenBooking,
  type TBookingAction,
  type TBookingKind,
  type TBookingState,
} from '#shared/bookings.ts';
import { Layout } from '#shared/enums.ts';
import { countOf, formatArea } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';

const t = bookingTexts;

export function stateTitle(kind: TBookingKind, state: TBookingState): string {
  return kind === 'request' ? t.requestState[state] : t.state[state];
}

/** «Кв. 12 · 3 этаж» («Машино-место М-5 · -1 этаж»), then the layout and the area. */
export function unitLines(booking: Pick<TBooking, 'unit'>): { title: string; details: string } {
  const { number, floor, cntApart, area, kind } = booking.unit;
  const named = unitLabel(kind, number, 'lead');
  const title = number != null && floor != null ? fill(t.list.unit, named, floor) : named;
  const details = [cntApart != null ? Layout.title(cntApart) : '', formatArea(area)]
    .filter(Boolean)
    .join(' · ');
  return { title, details };
}

export function allowedActions(booking: Pick<TBooking, 'kind' | 'state' | 'canExtend'>): TBookingAction[] {
  if (!isOpenBooking(booking.state)) return [];
  return BOOKING_ACTIONS.filter(
    (action) =>
      bookingTransitions[action].from[booking.kind].includes(booking.state) &&
      (action !== 'extend' || booking.canExtend),
  );
}

export function actionTitle(kind: TBookingKind, action: TBookingAction): string {
  return kind === 'request' ? t.act.requestAction[action] : t.action[action];
}

/** The state's colour on the badge (tone.module.css); a closed booking stays neutral. */
export function stateTone(state: TBookingState): 'warning' | 'info' | 'success' | undefined {
  if (state === 'requested') return 'warning';
  if (state === 'confirmed') return 'info';
  if (state === 'sold') return 'success';
  return undefined;
}

/** How long a booking holds its unit: «3 дня» for whole days, «36 часов» otherwise. */
export function holdLength(hours: number): string {
  return hours % 24 === 0 ? countOf(hours / 24, t.sheet.holdDays) : countOf(hours, t.sheet.holdHours);
}
