// /cabinet/offers/{offer}: edit one of the owner's offers.
import { useParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import NotFoundPage from '../not-found.tsx';
import { EditOfferEditor } from '#app/features/offer-form/components/offer-editor.tsx';

export default function EditOfferPage() {
  const { offer } = useParams();
  const id = Number(offer);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title={appTexts.pages.editOffer} />
      <BackHeader sticky={false} background="transparent" fallback={paths.offers()} />
      <ScreenContainer type="default">
        <PageTitle title={appTexts.pages.editOffer} />
        <EditOfferEditor key={id} id={id} />
      </ScreenContainer>
    </>
  );
}
