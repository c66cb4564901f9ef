import type { TPayment, TPaymentPurpose, TPaymentStatus } from '#shared/schemas/payments.ts';
import type { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function presentPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    purpose: row.purpose as TPaymentPurpose,
    amount: row.amount,
    status: row.status as TPaymentStatus,
    confirmationUrl: row.status === 'pending' ? row.confirmationUrl : null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}
