// /cabinet/collections/:id/send: send a collection.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function CollectionSendPage() {
  return (
    <ScreenContainer type="narrow">
      <DocumentTitle title={appTexts.pages.collectionSend} />
      <PageTitle title={appTexts.pages.collectionSend} />
    </ScreenContainer>
  );
}
