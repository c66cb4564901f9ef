// /search: search by filter, as a list or on the map.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function SearchPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.search} />
      <PageTitle title={appTexts.pages.search} />
    </ScreenContainer>
  );
}
