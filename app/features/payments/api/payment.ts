// POST /api/user/payment starts paid placement; GET /api/user/payment/{id} follows one when the payer comes back
// from the provider (/cabinet?payment={id}). Both answer the payment and the user as they are now: a confirmed
// payment has granted ad-create, so the cached user is replaced and the cabinet's counts are read again.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPaymentResponse } from '#shared/schemas/payments.ts';
import { api } from '#app/lib/api.ts';
import { setUser } from '#app/lib/user.ts';

const settle = (client: QueryClient, answer: TPaymentResponse) => {
  setUser(answer.user);
  void client.invalidateQueries({ queryKey: ['cabinet'] });
  return answer;
};

export function useStartPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => settle(client, await api.post<TPaymentResponse>('/api/user/payment')),
  });
}

/** The payment the provider sent the payer back with; polled while it is pending. */
export function usePaymentStatus(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['payment', id],
    queryFn: async ({ signal }) =>
      settle(client, await api.get<TPaymentResponse>(`/api/user/payment/${id}`, { signal })),
    enabled: id != null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? 3000 : false),
  });
}
