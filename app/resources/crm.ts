// A company's CRM connector (shared/api/crm.ts): its settings with the sync log, the CRM's pipelines for the mapping
// (read from the CRM on demand: «Проверить»), and the save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readCrm, readCrmPipelines, saveCrm } from '#shared/api/crm.ts';
import type { TCrmSave } from '#shared/schemas/crm.ts';
import { call } from '#app/lib/call.ts';

export const crmKeys = {
  all: (companyId: number) => ['crm', companyId] as const,
  settings: (companyId: number) => ['crm', companyId, 'settings'] as const,
  pipelines: (companyId: number) => ['crm', companyId, 'pipelines'] as const,
};

export const useCrmSettings = (companyId: number) =>
  useQuery({
    queryKey: crmKeys.settings(companyId),
    queryFn: ({ signal }) => call(readCrm, { params: { id: companyId } }, { signal }),
    // The sync log follows deliveries the outbox is still making.
    refetchInterval: 5000,
  });

export const useCrmPipelines = (companyId: number, enabled: boolean) =>
  useQuery({
    queryKey: crmKeys.pipelines(companyId),
    queryFn: ({ signal }) => call(readCrmPipelines, { params: { id: companyId } }, { signal }),
    enabled,
    staleTime: 60_000,
  });

export function useSaveCrm(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrmSave) => call(saveCrm, { params: { id: companyId }, body }),
    onSuccess: (saved) => {
      client.setQueryData(crmKeys.settings(companyId), saved);
      void client.invalidateQueries({ queryKey: crmKeys.pipelines(companyId) });
    },
  });
}
