// Paid placement (shared/api/payments.ts): a payment started, and one followed when the payer comes back from the
// provider (/cabinet?payment={id}). Both answer the payment and the user as they are now: a confirmed payment has
// granted ad-create, so the cached user is replaced and the cabinet's counts are read again.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { readPayment, startPayment } from '#shared/api/payments.ts';
import { call } from '#app/lib/call.ts';
import { setUser } from '#app/lib/user.ts';
import { cabinetKeys } from './cabinet.ts';

export const paymentKeys = { one: (id: number | null) => ['payment', id] as const };

const settle = (client: QueryClient, answer: OutputOf<typeof startPayment>) => {
  setUser(answer.user);
  void client.invalidateQueries({ queryKey: cabinetKeys.home });
  return answer;
};

export function useStartPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => settle(client, await call(startPayment)),
  });
}

/** The payment the provider sent the payer back with; polled while it is pending. */
export function usePaymentStatus(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.one(id),
    queryFn: async ({ signal }) =>
      settle(client, await call(readPayment, { params: { id: id! } }, { signal })),
    enabled: id != null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? 3000 : false),
  });
}
