// The current user (shared/api/user.ts), cached under ['user'] for the guards, the menu and every screen; the
// profile update that accepts the terms replaces it.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { readUser, updateUser } from '#shared/api/user.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import type { RequestOptions } from '#app/lib/api.ts';
import { call } from '#app/lib/call.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { hasSession } from '#app/lib/session.ts';
import { setUser } from '#app/lib/user.ts';

type TUserUpdateInput = InputOf<typeof updateUser>['body'];

export async function fetchUser(options: Omit<RequestOptions, 'query'> = {}) {
  const { user } = await call(readUser, null, options);
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

export const acceptTerms = () => call(updateUser, { body: { acceptTerms: true } });

/** The cabinet's profile: name, email, messengers; the answer replaces the cached user. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: TUserUpdateInput) => call(updateUser, { body }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** Onboarding: the user accepts the agreement and moves on to the next status. */
export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms, onSuccess: ({ user }) => setUser(user) });
}
