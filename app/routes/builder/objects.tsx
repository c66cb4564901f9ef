// /builder_cabinet: my objects in the back-office.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function BuilderObjectsPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.builderObjects} />
      <PageTitle title={appTexts.pages.builderObjects} />
    </ScreenContainer>
  );
}
