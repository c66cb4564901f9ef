// /cabinet/favorites: favourite objects and offers.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function FavoritesPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.favorites} />
      <PageTitle title={appTexts.pages.favorites} />
    </ScreenContainer>
  );
}
