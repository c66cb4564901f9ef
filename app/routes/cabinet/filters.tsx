// /cabinet/filters: saved filters.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function FiltersPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.filters} />
      <PageTitle title={appTexts.pages.filters} />
    </ScreenContainer>
  );
}
