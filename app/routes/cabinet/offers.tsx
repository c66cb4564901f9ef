// /cabinet/offers: own offers.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function OffersPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.offers} />
      <PageTitle title={appTexts.pages.offers} />
    </ScreenContainer>
  );
}
