// /builder_cabinet/bookings: «Брони и заявки», a back-office screen (builder-screen.tsx).
import { bookingsMenuTexts } from '#shared/texts/bookings-menu.ts';
import { BuilderBookingsPage } from '#app/features/bookings/components/builder-bookings-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderBookingsRoute() {
  return (
    <BuilderScreen title={bookingsMenuTexts.builder}>
      <BuilderBookingsPage />
    </BuilderScreen>
  );
}
