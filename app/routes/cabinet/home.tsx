// /cabinet: the cabinet home.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function CabinetPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.cabinet} />
      <PageTitle title={appTexts.pages.cabinet} />
    </ScreenContainer>
  );
}
