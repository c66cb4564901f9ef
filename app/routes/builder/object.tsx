// /builder_cabinet/:id: the object editor, tabs by hash.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function BuilderObjectPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.builderObject} />
      <PageTitle title={appTexts.pages.builderObject} />
    </ScreenContainer>
  );
}
