// GET /api/objects/{id}/news?page: the whole news feed of a complex, newest first.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TNewsPage } from '#shared/schemas/realty.ts';
import { api } from '#app/lib/api.ts';
import { realtyKeys } from './realty-keys.ts';

export const fetchNews = (id: number, page: number, signal?: AbortSignal) =>
  api.get<TNewsPage>(`/api/objects/${id}/news`, { query: { page }, signal });

export function useNews(id: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: realtyKeys.news(id),
      queryFn: ({ pageParam, signal }) => fetchNews(id, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
