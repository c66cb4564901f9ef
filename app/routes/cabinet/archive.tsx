// /cabinet/archive: archived offers, each can go back to the search.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { OwnOffersScreen } from '#app/features/user-offers/components/own-offers-screen.tsx';

export default function ArchivePage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.archive} />
      <PageTitle title={appTexts.pages.archive} />
      <OwnOffersScreen list="archive" />
    </ScreenContainer>
  );
}
