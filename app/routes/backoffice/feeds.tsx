// /builder_cabinet/feeds: «Фиды для порталов» for users with the cabinet ability (and admins); anyone else is sent to
// «Мои объекты», which offers the request for access.
import { Navigate } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { feedsTexts } from '#shared/texts/feeds.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { FeedsPage } from '#app/features/feeds/components/feeds-page.tsx';

export default function BuilderFeedsRoute() {
  const { data: user } = useUser();
  if (!user) return <PageSpinner />;
  if (!(user.abilities.includes(Ability.cabinet) || user.group === Role.admin))
    return <Navigate to={paths.builderObjects()} replace />;
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={feedsTexts.title} />
      <FeedsPage />
    </ScreenContainer>
  );
}
