// /cabinet/offers/:offer: edit an offer.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function EditOfferPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.editOffer} />
      <PageTitle title={appTexts.pages.editOffer} />
    </ScreenContainer>
  );
}
