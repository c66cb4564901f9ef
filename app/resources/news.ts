// The news feed of a complex (shared/api/news.ts), newest first, page by page. Its key sits under the complex's
// (realtyKeys), so what refreshes the complex refreshes its news.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listNews } from '#shared/api/news.ts';
import { call } from '#app/lib/call.ts';
import { nextPageParam } from './paging.ts';

export const newsKeys = {
  list: (id: number) => ['realty', id, 'news'] as const,
};

export const fetchNews = (id: number, page: number, signal?: AbortSignal) =>
  call(listNews, { params: { id }, query: { page } }, { signal });

export const newsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(id),
    queryFn: ({ pageParam, signal }) => fetchNews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Number.isInteger(id) && id > 0,
  });

export function useNews(id: number) {
  return useInfiniteQuery(newsQuery(id));
}
