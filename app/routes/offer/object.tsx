// /offer/:id: a resale offer.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function OfferObjectPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.offer} />
      <PageTitle title={appTexts.pages.offer} />
    </ScreenContainer>
  );
}
