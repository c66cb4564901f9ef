// A company's webhooks, their delivery log and its API keys (shared/api/integrations.ts). Keys start with
// 'integrations' and the company, so one change refreshes what the «Интеграции» page shows.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  listApiKeys,
  listWebhookDeliveries,
  listWebhooks,
  retryWebhookDelivery,
  revokeApiKey,
  updateWebhook,
} from '#shared/api/integrations.ts';
import type { TApiKeyCreate, TWebhookCreate, TWebhookUpdate } from '#shared/schemas/integrations.ts';
import { call } from '#app/lib/call.ts';

export const integrationKeys = {
  all: (companyId: number) => ['integrations', companyId] as const,
  webhooks: (companyId: number) => ['integrations', companyId, 'webhooks'] as const,
  deliveries: (companyId: number, webhookId: number) =>
    ['integrations', companyId, 'webhooks', webhookId, 'deliveries'] as const,
  keys: (companyId: number) => ['integrations', companyId, 'keys'] as const,
};

export const useWebhooks = (companyId: number) =>
  useQuery({
    queryKey: integrationKeys.webhooks(companyId),
    queryFn: ({ signal }) => call(listWebhooks, { params: { id: companyId } }, { signal }),
  });

export const useWebhookDeliveries = (companyId: number, webhookId: number) =>
  useInfiniteQuery({
    queryKey: integrationKeys.deliveries(companyId, webhookId),
    queryFn: ({ pageParam, signal }) =>
      call(
        listWebhookDeliveries,
        { params: { id: companyId, webhookId }, query: { page: pageParam } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    // The log follows deliveries the outbox is still trying.
    refetchInterval: 5000,
  });

export function useWebhookActions(companyId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: (body: TWebhookCreate) => call(createWebhook, { params: { id: companyId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ webhookId, body }: { webhookId: number; body: TWebhookUpdate }) =>
        call(updateWebhook, { params: { id: companyId, webhookId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (webhookId: number) => call(deleteWebhook, { params: { id: companyId, webhookId } }),
      onSuccess: refresh,
    }),
    retry: useMutation({
      mutationFn: ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) =>
        call(retryWebhookDelivery, { params: { id: companyId, webhookId, deliveryId } }),
      onSuccess: refresh,
    }),
  };
}

export const useApiKeys = (companyId: number) =>
  useQuery({
    queryKey: integrationKeys.keys(companyId),
    queryFn: ({ signal }) => call(listApiKeys, { params: { id: companyId } }, { signal }),
  });

export function useApiKeyActions(companyId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.keys(companyId) });
  return {
    create: useMutation({
      mutationFn: (body: TApiKeyCreate) => call(createApiKey, { params: { id: companyId }, body }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (keyId: number) => call(revokeApiKey, { params: { id: companyId, keyId } }),
      onSuccess: refresh,
    }),
  };
}
