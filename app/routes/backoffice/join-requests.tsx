// /cabinet/builder-requests: back-office join requests, for users with accept-cabinet-requests.
import { Ability } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useUser } from '#app/resources/user.ts';
import { JoinRequestsPage } from '#app/features/backoffice/components/join-requests-page.tsx';

export default function BuilderCabinetRequestsPage() {
  const { data: user } = useUser();
  if (!user) return <PageSpinner />;
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={backofficeTexts.requests.title} />
      {user.abilities.includes(Ability.acceptCabinetRequests) ? (
        <JoinRequestsPage />
      ) : (
        <EmptyState tone="neutral" icon={<LockIcon size={36} />} title={backofficeTexts.requests.forbidden} />
      )}
    </ScreenContainer>
  );
}
