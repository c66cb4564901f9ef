// Picks the payment provider the environment names.
import type { Env } from '../env.ts';
import { NoPayments, TestPayments, type PaymentProvider } from './payments.ts';
import { YooKassaPayments } from './payments-yookassa.ts';

export function createPayments(env: Env): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'test':
      return new TestPayments();
    case 'off':
      return new NoPayments();
    case 'yookassa':
      // env.ts refuses yookassa without the shop id and the secret key.
      return new YooKassaPayments({
        url: env.YOOKASSA_URL,
        shopId: env.YOOKASSA_SHOP_ID!,
        secretKey: env.YOOKASSA_SECRET_KEY!,
        vatCode: env.YOOKASSA_VAT_CODE,
      });
  }
}
