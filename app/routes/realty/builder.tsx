// /builder/{id}: a builder company's public page (GET /api/builders/{id}).
import { useParams } from 'react-router';
import { trustTexts } from '#shared/texts/trust.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { BuilderPageView } from '#app/features/builder-page/builder-page.tsx';
import { useBuilderPage } from '#app/resources/trust.ts';

export default function BuilderPage() {
  const id = Number(useParams().id);
  const query = useBuilderPage(Number.isSafeInteger(id) ? id : 0);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <EmptyState tone="warning" title={trustTexts.builder.notFound} text={errorText(query.error)} />;
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={query.data.name} />
      <PageTitle title={query.data.name} />
      <BuilderPageView page={query.data} />
    </ScreenContainer>
  );
}
