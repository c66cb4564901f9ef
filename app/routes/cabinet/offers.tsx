// /cabinet/offers: own offers grouped by status, with activation.
import { appTexts } from '#shared/texts/app.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { OwnOffersScreen } from '#app/features/user-offers/components/own-offers-screen.tsx';

export default function OffersPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.offers} />
      <PageTitle
        title={appTexts.pages.offers}
        actions={
          <ButtonLink to={paths.newOffer()} icon={<PlusIcon size={20} />}>
            {userOfferTexts.list.place}
          </ButtonLink>
        }
      />
      <OwnOffersScreen list="current" />
    </ScreenContainer>
  );
}
