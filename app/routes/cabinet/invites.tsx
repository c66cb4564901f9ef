// /cabinet/invites: invite a colleague or a client by phone and follow who has come (PRODUCT §1, §3).
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { InvitesPanel } from '#app/features/invites/components/invites-panel.tsx';

export default function InvitesPage() {
  return (
    <>
      <DocumentTitle title={collectionTexts.invites.pageTitle} />
      <PageBackHeader label={appTexts.pages.cabinet} fallback={paths.cabinet()} />
      <ScreenContainer type="narrow">
        <PageTitle title={collectionTexts.invites.pageTitle} />
        <InvitesPanel />
      </ScreenContainer>
    </>
  );
}
