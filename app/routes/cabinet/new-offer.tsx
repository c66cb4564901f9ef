// /cabinet/offers/new/{id?}/{chess?}/{cell?}: a new offer (the draft), optionally tied to a complex's unit.
import { useParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { NewOfferEditor } from '#app/features/offer-form/components/offer-editor.tsx';
import { readUnitTie } from '#app/features/offer-form/lib/unit-tie.ts';

export default function NewOfferPage() {
  const params = useParams();
  const tie = readUnitTie(params.id, params.chess, params.cell);
  return (
    <>
      <DocumentTitle title={appTexts.pages.newOffer} />
      <PageBackHeader fallback={paths.offers()} />
      <ScreenContainer type="default">
        <PageTitle title={appTexts.pages.newOffer} />
        <NewOfferEditor key={`${tie.objectId}-${tie.sectionId}-${tie.cellId}`} tie={tie} />
      </ScreenContainer>
    </>
  );
}
