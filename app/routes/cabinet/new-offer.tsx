// /cabinet/offers/new/:id?/:chess?/:cell?: a new offer, optionally tied to an object, chess grid and cell.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function NewOfferPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.newOffer} />
      <PageTitle title={appTexts.pages.newOffer} />
    </ScreenContainer>
  );
}
