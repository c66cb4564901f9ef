// /cabinet/collections: own collections.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function CollectionsPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.collections} />
      <PageTitle title={appTexts.pages.collections} />
    </ScreenContainer>
  );
}
