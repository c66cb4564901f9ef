// /cabinet/bookings: «Мои брони» for agents and admins; anyone else's requests under «Мои заявки».
import { Role } from '#shared/enums.ts';
import { bookingsMenuTexts } from '#shared/texts/bookings-menu.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { useUser } from '#app/resources/user.ts';
import { MyBookingsPage } from '#app/features/bookings/components/my-bookings-page.tsx';

export default function MyBookingsRoute() {
  const { data: user } = useUser();
  const agent = user?.group === Role.agent || user?.group === Role.admin;
  const title = agent || !user ? bookingsMenuTexts.mine : bookingsMenuTexts.mineRequests;
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={title} />
      <MyBookingsPage title={title} requests={!agent && !!user} />
    </ScreenContainer>
  );
}
