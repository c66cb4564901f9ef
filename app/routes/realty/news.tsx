// /realty/:id/news: object news.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function RealtyNewsPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.realtyNews} />
      <PageTitle title={appTexts.pages.realtyNews} />
    </ScreenContainer>
  );
}
