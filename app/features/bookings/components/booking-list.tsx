// The list both screens share: an infinite scroll of booking cards, its spinner, end, empty and error looks.
import { BOOKING_STATES, type TBookingState } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { StateList, type StateListProps } from '#app/components/ui/state-list.tsx';
import { StateChips } from '#app/components/ui/state-chips.tsx';

const t = bookingTexts.list;

/** The line under the last card: «Это все брони» unless told. */
export const BookingList = ({ end = t.allLoaded, ...props }: StateListProps<TBooking>) => (
  <StateList
    {...props}
    end={end}
    icon={<ClockIcon size={36} />}
    failure={{ title: t.loadError, retry: t.retry }}
  />
);

/** A request never runs out on a timer, so its list offers no «Истекла». */
const REQUEST_STATES = BOOKING_STATES.filter((state) => state !== 'expired');

/** The state filter's chips: «Все состояния» and each state, in a request's own words for a buyer's list. */
export function StateFilter({
  requests = false,
  ...props
}: {
  value: TBookingState | null;
  onChange: (value: TBookingState | null) => void;
  requests?: boolean;
}) {
  const titles = requests ? bookingTexts.requestState : bookingTexts.state;
  const options = (requests ? REQUEST_STATES : BOOKING_STATES).map((state) => ({
    value: state,
    title: titles[state],
  }));
  return <StateChips {...props} options={options} label={t.stateFilter} all={t.allStates} />;
}
