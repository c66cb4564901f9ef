// /cabinet/filters: the feed's current filter with «save», the saved filters (they come with the user); applying
// one makes it the feed's current filter, 'active' in PRODUCT §4's sense, and opens the feed.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countOf } from '#shared/format.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TSavedFilter } from '#shared/schemas/user.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { SlidersIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { CurrentFilterCard } from '#app/features/saved-filters/components/current-filter-card.tsx';
import { SavedFiltersList } from '#app/features/saved-filters/components/saved-filters-list.tsx';
import { handOver, readFeedFilter } from '#app/features/saved-filters/lib/feed-filter.ts';

const t = collectionTexts.filters;

export default function FiltersPage() {
  const user = useUser().data;
  const navigate = useNavigate();
  const [current] = useState(readFeedFilter);
  const filters = user?.filters ?? [];

  const apply = (saved: TSavedFilter) => void navigate(paths.feed(), { state: handOver(saved) });

  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.filters} />
      <PageTitle
        title={appTexts.pages.filters}
        subtitle={filters.length > 0 ? fill(t.total, countOf(filters.length, t.filtersWord)) : undefined}
      />
      {current && <CurrentFilterCard current={current} />}
      {!user ? (
        <PageSpinner />
      ) : filters.length === 0 ? (
        <EmptyState
          icon={<SlidersIcon size={32} />}
          title={ru.empty.filters}
          text={t.emptyHint}
          action={<ButtonLink to={paths.feed()}>{t.toFeed}</ButtonLink>}
        />
      ) : (
        <SavedFiltersList
          filters={filters}
          currentId={current && !current.preset ? current.id : undefined}
          onApply={apply}
        />
      )}
    </ScreenContainer>
  );
}
