// POST /api/user/payment: records a pending payment, asks the provider to open it, and settles it at once when
// the provider already reports it paid (the test provider). A second click reuses the open payment.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { PaymentStatus, type TPaymentPurpose } from '#shared/schemas/payments.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { Db } from '../../db/client.ts';
import { payments, type UserRow } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { hasAbility } from '../../policies.ts';
import { isPayable, type PaymentProvider } from '../../providers/payments.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { lockKey } from '../../core/locks.ts';
import { ProviderFailed } from '../auth/provider-failed.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import type { PaymentRow } from './present-payment.ts';
import { abilityOf, descriptionOf, priceOf } from './purposes.ts';
import { paymentReceipt } from './receipt.ts';
import { settlePayment } from './settle-payment.ts';

export interface PaymentDeps {
  db: Db;
  realtime: Realtime;
  provider: PaymentProvider;
  env: Pick<Env, 'AD_PRICE'>;
  /** Where the provider sends the payer back (server/core/public-url.ts). */
  publicUrl: string;
  now: Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  userChanged?: (userId: number) => Promise<void>;
}

export async function startPayment(
  deps: PaymentDeps,
  user: UserRow,
  purpose: TPaymentPurpose,
): Promise<PaymentRow> {
  if (hasAbility(user, abilityOf(purpose)))
    throw new AppError('NotAcceptable', workflowTexts.payments.alreadyPaid);
  if (!isPayable(deps.provider)) throw new AppError('NotAcceptable', workflowTexts.payments.unavailable);
  const amount = priceOf(deps.env, purpose);
  const { row, reused } = await deps.db.transaction(async (tx) => {
    await lockKey(tx, WORKFLOW_LOCKS.payments, `${user.id}:${purpose}`);
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, user.id),
          eq(payments.purpose, purpose),
          eq(payments.provider, deps.provider.name),
          eq(payments.status, PaymentStatus.pending),
          eq(payments.amount, amount),
          isNotNull(payments.confirmationUrl),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) return { row: open, reused: true };
    const [created] = await tx
      .insert(payments)
      .values({ userId: user.id, provider: deps.provider.name, purpose, amount, createdAt: deps.now })
      .returning();
    return { row: created!, reused: false };
  });
  if (reused) return row;

  let remote;
  const description = descriptionOf(purpose);
  try {
    remote = await deps.provider.create({
      paymentId: row.id,
      amount,
      description,
      receipt: paymentReceipt(user, description, amount),
      returnUrl: `${deps.publicUrl}/cabinet?payment=${row.id}`,
      idempotenceKey: `kvartal-payment-${row.id}`,
    });
  } catch (err) {
    deps.log.error({ err, paymentId: row.id }, 'the payment provider failed to open a payment');
    await deps.db.update(payments).set({ status: PaymentStatus.canceled }).where(eq(payments.id, row.id));
    throw new ProviderFailed(workflowTexts.payments.providerFailed);
  }
  await deps.db
    .update(payments)
    .set({ externalId: remote.externalId, confirmationUrl: remote.confirmationUrl })
    .where(eq(payments.id, row.id));
  return (await settlePayment(deps, row.id, remote))!;
}

/** Asks the provider about a payment still pending (the payer came back, or a webhook arrived). */
export async function refreshPayment(deps: PaymentDeps, row: PaymentRow): Promise<PaymentRow> {
  if (row.status !== PaymentStatus.pending || !row.externalId || row.provider !== deps.provider.name)
    return row;
  let remote;
  try {
    remote = await deps.provider.fetch(row.externalId);
  } catch (err) {
    deps.log.error({ err, paymentId: row.id }, 'the payment provider failed to report a payment');
    throw new ProviderFailed(workflowTexts.payments.providerFailed);
  }
  return (await settlePayment(deps, row.id, remote)) ?? row;
}
