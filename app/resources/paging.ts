// Paged lists answer `{ data, meta }`: loading stops at the last page.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { EndpointDef, OutputOf } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';

interface PageMeta {
  meta: { current_page: number; last_page: number };
}

export const nextPageParam = (last: PageMeta): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/**
 * A signed-in list read page by page through its descriptor: the query's filter plus `page`, the next page from the
 * answer's meta.
 */
export function pagedList<D extends EndpointDef>(descriptor: D, queryKey: QueryKey, filter: object) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      call(descriptor, { query: { page: pageParam, ...filter } } as never, { signal }) as Promise<
        OutputOf<D> & PageMeta
      >,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: hasSession(),
  });
}
