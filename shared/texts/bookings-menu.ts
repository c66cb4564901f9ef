// The menu entries of the deals loop: the app shell shows them on every screen, so they stay apart from
// bookings.ts, which loads with the bookings' screens.
export const bookingsMenuTexts = {
  mine: 'Мои брони',
  mineRequests: 'Мои заявки',
  builder: 'Брони и заявки',
} as const;
