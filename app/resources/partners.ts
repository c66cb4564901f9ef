// Partner companies keyed by id (shared/api/partners.ts), for the builder field and the cards' partner mark.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPartners } from '#shared/api/partners.ts';
import type { TPartner } from '#shared/schemas/object.ts';
import { call } from '#app/lib/call.ts';

export const partnersKeys = { all: ['partners'] as const };

export const fetchPartners = (signal?: AbortSignal) => call(listPartners, null, { signal });

export const partnersQuery = () =>
  queryOptions({
    queryKey: partnersKeys.all,
    queryFn: ({ signal }) => fetchPartners(signal),
    staleTime: 60 * 60_000,
  });

export function usePartners() {
  return useQuery(partnersQuery());
}

/** Partners by the builder they stand for. */
export function partnersByBuilder(partners: Record<string, TPartner> | undefined): Map<number, TPartner> {
  const map = new Map<number, TPartner>();
  for (const partner of Object.values(partners ?? {})) {
    if (partner.builderId != null && !map.has(partner.builderId)) map.set(partner.builderId, partner);
  }
  return map;
}
