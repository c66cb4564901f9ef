// /builder_cabinet/:id/:pavilion/:section: the chessboard editor (#edit: structure edit).
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function BuilderSectionPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.builderSection} />
      <PageTitle title={appTexts.pages.builderSection} />
    </ScreenContainer>
  );
}
