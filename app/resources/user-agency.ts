// The caller's agency (shared/api/company-collections.ts): the menu shows «Подборки агентства» to its head, and that
// screen asks for the agency's links by its id.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getUserAgency, listCompanyCollections } from '#shared/api/company-collections.ts';
import { call } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';
import { nextPageParam } from './paging.ts';

export const userAgencyKeys = {
  mine: ['user-agency'] as const,
  links: (agencyId: number, memberId: number | null) =>
    ['user-agency', 'links', agencyId, { memberId }] as const,
};

export const userAgencyQuery = () =>
  queryOptions({
    queryKey: userAgencyKeys.mine,
    queryFn: ({ signal }) => call(getUserAgency, null, { signal }),
    // A membership changes rarely; a new screen visit reads it again after five minutes.
    staleTime: 5 * 60_000,
  });

/** `enabled`: only for those who may be in an agency (agents, admins). */
export function useUserAgency(enabled = true) {
  return useQuery({ ...userAgencyQuery(), enabled: enabled && hasSession() });
}

export const agencyLinksQuery = (agencyId: number, memberId: number | null) =>
  infiniteQueryOptions({
    queryKey: userAgencyKeys.links(agencyId, memberId),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCompanyCollections,
        { params: { id: agencyId }, query: { page: pageParam, memberId: memberId ?? undefined } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** «Подборки агентства»: the links the agency's agents sent, optionally one agent's. */
export function useAgencyLinks(agencyId: number | null, memberId: number | null) {
  return useInfiniteQuery({
    ...agencyLinksQuery(agencyId ?? 0, memberId),
    enabled: agencyId != null && hasSession(),
  });
}
