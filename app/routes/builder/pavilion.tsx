// /builder_cabinet/:id/:pavilion: a building and its sections.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function BuilderPavilionPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.builderPavilion} />
      <PageTitle title={appTexts.pages.builderPavilion} />
    </ScreenContainer>
  );
}
