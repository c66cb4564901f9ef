// /cabinet/offers: own offers grouped by status, with activation; the floating button places a new one.
import { useNavigate } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { Fab } from '#app/components/ui/fab.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { OwnOffersScreen } from '#app/features/user-offers/components/own-offers-screen.tsx';

export default function OffersPage() {
  const navigate = useNavigate();
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.offers} />
      <PageTitle title={appTexts.pages.offers} />
      <OwnOffersScreen list="current" />
      <Fab
        icon={<PlusIcon size={22} />}
        label={userOfferTexts.list.place}
        onClick={() => void navigate(paths.newOffer())}
      />
    </ScreenContainer>
  );
}
