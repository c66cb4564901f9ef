// The current user (POST /api/user/data), cached under ['user'] for the guards, the menu and every screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '#shared/schemas/user.ts';
import { api, type RequestOptions } from './api.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { hasSession } from './session.ts';

export async function fetchUser(options: RequestOptions = {}): Promise<TUser> {
  const { user } = await api.post<{ user: TUser }>('/api/user/data', undefined, options);
  return user;
}

export const userQuery = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchUser({ signal }),
    staleTime: 5 * 60_000,
  });

export function useUser() {
  return useQuery({ ...userQuery(), enabled: hasSession() });
}

export function setUser(user: TUser): void {
  queryClient.setQueryData(queryKeys.user, user);
}

export function refetchUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.user });
}
