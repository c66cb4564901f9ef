// /cabinet/collections/:id: one collection.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function CollectionPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.collection} />
      <PageTitle title={appTexts.pages.collection} />
    </ScreenContainer>
  );
}
