// POST /api/user/offers/{id}/activate, POST /api/user/offers/activate (all inactive), DELETE /api/user/offers/{id}.
// Each answer refreshes the owner's lists and the cabinet's counts, and takes the notifications the server dropped
// out of the bell.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { api } from '#app/lib/api.ts';
import { forgetLifecycleNotifications, forgetOfferNotifications } from '#app/lib/offer-notifications.ts';
import { ownOfferKeys } from './own-offers.ts';

export interface TActivateAnswer {
  data: TOfferFull;
  meta: { inactive_count: number };
}

export interface TActivateAllAnswer {
  data: { activated: number[]; failed: { id: number; errors: Record<string, string[]> }[] };
  meta: { inactive_count: number };
}

const refresh = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: ownOfferKeys.all });
  void client.invalidateQueries({ queryKey: ['cabinet'] });
};

export function useActivateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TActivateAnswer>(`/api/user/offers/${id}/activate`),
    onSuccess: (_answer, id) => {
      refresh(client);
      forgetLifecycleNotifications(client, [id]);
    },
  });
}

export function useActivateAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TActivateAllAnswer>('/api/user/offers/activate'),
    onSuccess: (answer) => {
      refresh(client);
      forgetLifecycleNotifications(client, answer.data.activated);
    },
  });
}

export function useDeleteOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/user/offers/${id}`),
    onSuccess: (_answer, id) => {
      refresh(client);
      forgetOfferNotifications(client, id);
    },
  });
}
