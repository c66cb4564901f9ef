// /realty/:id: the object page.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function RealtyObjectPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.realty} />
      <PageTitle title={appTexts.pages.realty} />
    </ScreenContainer>
  );
}
