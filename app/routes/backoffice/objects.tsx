// /builder_cabinet: «Мои объекты» for users with the cabinet ability (and admins); everyone else sees the request
// for access in its place. Moderators get a link to the join requests.
import { Ability, Role } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { bookingsMenuTexts } from '#shared/texts/bookings-menu.ts';
import { feedsMenuTitle } from '#shared/texts/feeds-menu.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { ObjectsPage } from '#app/features/backoffice/components/objects-page.tsx';
import { RequestAccess } from '#app/features/backoffice/components/request-access.tsx';

export default function BuilderCabinetPage() {
  const { data: user } = useUser();
  if (!user) return <PageSpinner />;
  const member = user.abilities.includes(Ability.cabinet) || user.group === Role.admin;
  const moderator = user.abilities.includes(Ability.acceptCabinetRequests);
  const requestsLink = moderator ? (
    <ButtonLink to={paths.builderRequests()} variant="secondary">
      {backofficeTexts.objects.joinRequests}
    </ButtonLink>
  ) : null;
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={backofficeTexts.objects.title} />
      {member ? (
        <ObjectsPage
          extra={
            <>
              {requestsLink}
              <ButtonLink to={paths.builderBookings()} variant="secondary">
                {bookingsMenuTexts.builder}
              </ButtonLink>
              <ButtonLink to={paths.builderFeeds()} variant="secondary">
                {feedsMenuTitle}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <>
          {requestsLink && <div>{requestsLink}</div>}
          <RequestAccess />
        </>
      )}
    </ScreenContainer>
  );
}
