// The back-office list states of PRODUCT §4: ready, loading, complete, no results, error. A cancelled request (a newer
// page 1, leaving the screen) is not an error: TanStack Query drops it and the state stays what it was.
import { isAbort } from '#app/lib/api-error.ts';

export type ListState = 'ready' | 'loading' | 'complete' | 'noResults' | 'error';

export interface PagedQueryLike {
  isPending: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  itemCount: number;
}

export function listState(q: PagedQueryLike): ListState {
  if (q.isError && !isAbort(q.error)) return 'error';
  if (q.isPending || q.isFetchingNextPage) return 'loading';
  if (q.itemCount === 0) return 'noResults';
  return q.hasNextPage ? 'ready' : 'complete';
}
