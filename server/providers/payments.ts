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

/**
 * The fiscal receipt (54-FZ) the provider's online till prints for a payment: who gets it, and what was sold. Each
 * line is a service paid in full at once.
 */
export interface PaymentReceipt {
  /** The payer's phone as E.164 digits without the plus (79001112233), or their e-mail. */
  customer: { phone: string } | { email: string };
  items: {
    /** At most 128 characters. */
    description: string;
    quantity: number;
    /** The line's whole price, roubles. */
    amount: number;
  }[];
}

export interface NewProviderPayment {
  paymentId: number;
  amount: number;
  description: string;
  returnUrl: string;
  /** Repeating a request with the same key must not charge twice. */
  idempotenceKey: string;
  receipt: PaymentReceipt;
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
