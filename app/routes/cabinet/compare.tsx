// /cabinet/compare: the offers and units the user compares (up to four), side by side.
import { COMPARE_LIMIT } from '#shared/compare.ts';
import { fill } from '#shared/texts/ru.ts';
import { compareTexts } from '#shared/texts/compare.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { CompareIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { useCompare } from '#app/resources/compare.ts';
import { CompareTable } from '#app/features/compare/components/compare-table.tsx';
import { useCompareActions } from '#app/features/compare/hooks/use-compare-actions.ts';

const t = compareTexts.page;

export default function ComparePage() {
  const query = useCompare();
  const actions = useCompareActions();
  const list = query.data;
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={t.title} />
      <PageTitle
        title={t.title}
        subtitle={list && list.data.length > 0 ? fill(t.count, list.data.length, COMPARE_LIMIT) : undefined}
      />
      {list ? (
        list.data.length === 0 ? (
          <EmptyState
            icon={<CompareIcon size={32} />}
            title={t.empty}
            text={t.emptyHint}
            action={<ButtonLink to={paths.feed()}>{t.toFeed}</ButtonLink>}
          />
        ) : (
          <CompareTable items={list.data} busy={actions.busy} onRemove={(ref) => void actions.remove(ref)} />
        )
      ) : query.isError ? (
        <EmptyState
          tone="danger"
          title={t.loadFailed}
          text={errorText(query.error)}
          action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
        />
      ) : (
        <PageSpinner />
      )}
    </ScreenContainer>
  );
}
