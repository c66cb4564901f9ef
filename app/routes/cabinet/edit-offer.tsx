// /cabinet/offers/{offer}?object&chess&cell: edit one of the owner's offers; with a unit, tie it there first.
import { useParams, useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import NotFoundPage from '../not-found.tsx';
import { EditOfferEditor } from '#app/features/offer-form/components/offer-editor.tsx';
import { readUnitTie } from '#app/features/offer-form/lib/unit-tie.ts';

export default function EditOfferPage() {
  const { offer } = useParams();
  const [search] = useSearchParams();
  const id = Number(offer);
  const tie = readUnitTie(search.get('object'), search.get('chess'), search.get('cell'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title={appTexts.pages.editOffer} />
      <PageBackHeader fallback={paths.offers()} />
      <ScreenContainer type="default">
        <PageTitle title={appTexts.pages.editOffer} />
        <EditOfferEditor key={`${id}-${tie.objectId}-${tie.sectionId}-${tie.cellId}`} id={id} tie={tie} />
      </ScreenContainer>
    </>
  );
}
