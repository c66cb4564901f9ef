// Mortgage programs (shared/api/mortgage.ts): read once under one key by every «Ипотека от …» line and calculator;
// the admin's save puts the answer in its place.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMortgagePrograms, updateMortgagePrograms } from '#shared/api/mortgage.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';

export const mortgageKeys = { programs: ['mortgage-programs'] as const };

export const mortgageProgramsQuery = () =>
  queryOptions({
    queryKey: mortgageKeys.programs,
    queryFn: ({ signal }) => call(listMortgagePrograms, null, { signal }),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });

export function useMortgagePrograms() {
  return useQuery(mortgageProgramsQuery());
}

export function useUpdateMortgagePrograms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof updateMortgagePrograms>['body']) =>
      call(updateMortgagePrograms, { body }),
    onSuccess: (answer) => client.setQueryData(mortgageKeys.programs, answer),
  });
}
