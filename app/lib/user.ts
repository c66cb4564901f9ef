// The current user in the query cache: replaced from an answer or a socket event, or marked stale to be read again.
// The query that fills it is app/resources/user.ts.
import type { TUser } from '#shared/schemas/user.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export function setUser(user: TUser): void {
  queryClient.setQueryData(queryKeys.user, user);
}

export function refetchUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.user });
}
