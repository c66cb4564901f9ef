// The fiscal receipt of a payment (54-FZ): sent to the payer's phone (every user has one: it is their login), or to
// their confirmed e-mail when the phone is not one YooKassa takes; one line, the service bought, paid in full.
import type { UserRow } from '../../db/schema/index.ts';
import type { PaymentReceipt } from '../../providers/payments.ts';

/** E.164 digits without the plus, as YooKassa wants a phone (79001112233); null if it is not a phone. */
export function receiptPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return /^[1-9]\d{9,14}$/.test(digits) ? digits : null;
}

export function paymentReceipt(
  user: Pick<UserRow, 'phone' | 'email' | 'emailVerifiedAt'>,
  description: string,
  amount: number,
): PaymentReceipt {
  const phone = receiptPhone(user.phone);
  const customer = phone
    ? { phone }
    : user.email && user.emailVerifiedAt
      ? { email: user.email }
      : { phone: user.phone.replace(/\D/g, '') };
  return { customer, items: [{ description: description.slice(0, 128), quantity: 1, amount }] };
}
