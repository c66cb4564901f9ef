// Payments go through a provider: `test` confirms at once (development and tests), `yookassa` is YooKassa's HTTP API.

/** A payment as the provider reports it. Amounts are whole roubles. */
export interface ProviderPayment {
  externalId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: number;
  currency: string;
  /** Where the payer confirms the payment; null when there is nothing to confirm. */
  confirmationUrl: string | null;
  /** Our payment id, echoed back by the provider. */
  paymentId: number | null;
}

export interface NewProviderPayment {
  paymentId: number;
  amount: number;
  description: string;
  returnUrl: string;
  /** Repeating a request with the same key must not charge twice. */
  idempotenceKey: string;
}

export interface PaymentProvider {
  readonly name: string;
  create(payment: NewProviderPayment): Promise<ProviderPayment>;
  /** The payment as the provider has it now: the only thing a webhook is trusted for is which id to fetch. */
  fetch(externalId: string): Promise<ProviderPayment>;
}

/** Confirms every payment at once: development and tests. env.ts refuses it in production. */
export class TestPayments implements PaymentProvider {
  readonly name = 'test';
  async create(payment: NewProviderPayment): Promise<ProviderPayment> {
    return {
      externalId: `test-${payment.paymentId}`,
      status: 'succeeded',
      paid: true,
      amount: payment.amount,
      currency: 'RUB',
      confirmationUrl: null,
      paymentId: payment.paymentId,
    };
  }
  async fetch(externalId: string): Promise<ProviderPayment> {
    throw new Error(`The test provider keeps no payments to fetch (${externalId})`);
  }
}

/** Whether payments can be taken at all. */
export const isPayable = (provider: PaymentProvider) => !(provider instanceof NoPayments);

/** Takes no payments: start-payment refuses before calling it. */
export class NoPayments implements PaymentProvider {
  readonly name = 'off';
  async create(): Promise<ProviderPayment> {
    throw new Error('Payments are off');
  }
  async fetch(): Promise<ProviderPayment> {
    throw new Error('Payments are off');
  }
}
