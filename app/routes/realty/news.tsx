// /realty/:id/news: all news of a complex, newest first, loaded page by page as the list scrolls.
import { useParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { useNews } from '#app/resources/news.ts';
import { LoadPending } from '#app/features/realty/components/load-failure.tsx';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';
import { NewsList } from '#app/features/realty/components/news-list.tsx';

export default function RealtyNewsPage() {
  const id = Number(useParams().id);
  const query = useNews(id);
  const first = query.data?.pages[0];
  const news = query.data?.pages.flatMap((p) => p.data) ?? [];
  const title = first?.object.title;
  return (
    <>
      <DocumentTitle title={title ? `${realtyTexts.news.title} · ${title}` : appTexts.pages.realtyNews} />
      <PageBackHeader label={title ?? appTexts.pages.realtyNews} fallback={paths.realty(id)} />
      <ScreenContainer type="default">
        <PageTitle title={realtyTexts.news.title} />
        {!first ? (
          <LoadPending query={query} />
        ) : news.length === 0 ? (
          <EmptyState tone="neutral" title={realtyTexts.news.empty} />
        ) : (
          <>
            <NewsList news={news} />
            <QueryLoadMore query={query} />
          </>
        )}
      </ScreenContainer>
    </>
  );
}
