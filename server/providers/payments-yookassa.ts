// YooKassa's HTTP API (https://yookassa.ru/developers/using-api/basics): POST /v3/payments with basic auth and an
// Idempotence-Key, a redirect confirmation and the fiscal receipt (54-FZ: the customer, and each line's VAT code,
// payment subject «service» and payment mode «full_payment»); GET /v3/payments/{id} to learn a payment's real state.
import { z } from 'zod';
import type { NewProviderPayment, PaymentProvider, PaymentReceipt, ProviderPayment } from './payments.ts';

export interface YooKassaOptions {
  /** e.g. https://api.yookassa.ru (tests point it at a local stub). */
  url: string;
  shopId: string;
  secretKey: string;
  /** The receipt lines' VAT code, as YooKassa numbers them (1: no VAT … ; env YOOKASSA_VAT_CODE). */
  vatCode: number;
  timeoutMs?: number;
}

/** Money as YooKassa writes it: a string with two decimals, in roubles. */
const rub = (amount: number) => ({ value: amount.toFixed(2), currency: 'RUB' });

/** The receipt object of a payment request. */
export function yookassaReceipt(receipt: PaymentReceipt, vatCode: number) {
  return {
    customer: receipt.customer,
    items: receipt.items.map((item) => ({
      description: item.description.slice(0, 128),
      quantity: item.quantity,
      // The price of one, as the receipt prints it beside the quantity.
      amount: rub(item.amount / item.quantity),
      vat_code: vatCode,
      payment_subject: 'service',
      payment_mode: 'full_payment',
    })),
  };
}

const ZYooPayment = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export class YooKassaError extends Error {
  override readonly name = 'YooKassaError';
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export class YooKassaPayments implements PaymentProvider {
  readonly name = 'yookassa';
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly options: YooKassaOptions) {
    this.base = `${options.url.replace(/\/+$/, '')}/v3`;
    this.auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  }

  async create(payment: NewProviderPayment): Promise<ProviderPayment> {
    return this.request('POST', '/payments', payment.idempotenceKey, {
      amount: rub(payment.amount),
      // Charged at once: there is nothing to hold and capture later.
      capture: true,
      confirmation: { type: 'redirect', return_url: payment.returnUrl },
      description: payment.description.slice(0, 128),
      metadata: { paymentId: String(payment.paymentId) },
      receipt: yookassaReceipt(payment.receipt, this.options.vatCode),
    });
  }

  async fetch(externalId: string): Promise<ProviderPayment> {
    return this.request('GET', `/payments/${encodeURIComponent(externalId)}`);
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    idempotenceKey?: string,
    body?: unknown,
  ): Promise<ProviderPayment> {
    const headers: Record<string, string> = { authorization: this.auth, accept: 'application/json' };
    if (idempotenceKey) headers['idempotence-key'] = idempotenceKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new YooKassaError(`YooKassa is unreachable: ${(err as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = (json as { description?: string } | null)?.description ?? '';
      throw new YooKassaError(`YooKassa answered HTTP ${response.status} ${detail}`.trim(), response.status);
    }
    const parsed = ZYooPayment.safeParse(json);
    if (!parsed.success) throw new YooKassaError('YooKassa answered something that is not a payment');
    return toProviderPayment(parsed.data);
  }
}

function toProviderPayment(p: z.infer<typeof ZYooPayment>): ProviderPayment {
  const ours = Number(p.metadata?.paymentId);
  return {
    externalId: p.id,
    // We capture at once, so waiting_for_capture is still on its way.
    status: p.status === 'waiting_for_capture' ? 'pending' : p.status,
    paid: p.paid,
    amount: Number(p.amount.value),
    currency: p.amount.currency,
    confirmationUrl: p.confirmation?.confirmation_url ?? null,
    paymentId: Number.isInteger(ours) && ours > 0 ? ours : null,
  };
}
