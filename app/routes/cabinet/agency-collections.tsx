// /cabinet/agency/collections: «Подборки агентства» for the agency's head.
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { AgencyCollectionsPage } from '#app/features/agency-collections/components/agency-collections-page.tsx';

export default function AgencyCollectionsRoute() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={companyPublicTexts.agencyCollections.title} />
      <AgencyCollectionsPage />
    </ScreenContainer>
  );
}
