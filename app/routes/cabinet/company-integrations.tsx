// /cabinet/company/integrations?company=: the company's webhooks with their delivery log and its API keys.
import { integrationTexts } from '#shared/texts/integrations.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { IntegrationsScreen } from '#app/features/company/components/integrations/integrations-screen.tsx';

export default function CompanyIntegrationsPage() {
  return (
    <>
      <DocumentTitle title={integrationTexts.title} />
      <PageBackHeader label={integrationTexts.back} fallback={paths.company()} />
      <ScreenContainer type="wide">
        <PageTitle title={integrationTexts.title} />
        <IntegrationsScreen />
      </ScreenContainer>
    </>
  );
}
