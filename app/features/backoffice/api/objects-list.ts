// GET /api/backoffice/objects?page: my objects, page by page for the infinite scroll.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TBackofficeCard } from '#shared/schemas/backoffice.ts';
import type { TPageMeta } from '#shared/schemas/common.ts';
import { api } from '#app/lib/api.ts';
import { cabinetKeys } from './keys.ts';

export interface ObjectsPage {
  data: TBackofficeCard[];
  meta: TPageMeta;
}

export const fetchObjectsPage = (page: number, signal?: AbortSignal) =>
  api.get<ObjectsPage>('/api/backoffice/objects', { query: { page }, signal });

export function useObjectsList() {
  return useInfiniteQuery({
    queryKey: cabinetKeys.objects,
    queryFn: ({ pageParam, signal }) => fetchObjectsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}
