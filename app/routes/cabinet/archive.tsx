// /cabinet/archive: archived offers.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function ArchivePage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.archive} />
      <PageTitle title={appTexts.pages.archive} />
    </ScreenContainer>
  );
}
