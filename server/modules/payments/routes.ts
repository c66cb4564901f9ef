// /api/user/payment: start a payment and follow it; /api/payments/yookassa/webhook: YooKassa's notifications,
// trusted only for which payment to fetch again from the API.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { zId } from '#shared/schemas/form.ts';
import { ZPaymentResponse, ZPaymentStart } from '#shared/schemas/payments.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { payments, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { createPayments } from '../../providers/payments-factory.ts';
import { presentUser } from '../user/present-user.ts';
import { presentPayment, type PaymentRow } from './present-payment.ts';
import { refreshPayment, startPayment, type PaymentDeps } from './start-payment.ts';

const ZWebhook = z.object({
  event: z.string().max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPayments(app.env);
  const deps = (log: PaymentDeps['log']): PaymentDeps => ({
    db: app.db,
    realtime: app.realtime,
    provider,
    env: app.env,
    now: app.clock.now(),
    log,
  });
  const answer = async (row: PaymentRow) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, row.userId));
    return { payment: presentPayment(row), user: await presentUser(app.db, user!) };
  };

  app.post(
    '/user/payment',
    { schema: { body: ZPaymentStart.nullish(), response: { 200: ZPaymentResponse } } },
    async (request) => {
      const purpose = request.body?.purpose ?? 'ad-create';
      return answer(await startPayment(deps(request.log), currentUser(request), purpose));
    },
  );

  app.get(
    '/user/payment/:id',
    { schema: { params: z.object({ id: zId }), response: { 200: ZPaymentResponse } } },
    async (request) => {
      const user = currentUser(request);
      const [row] = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, request.params.id), eq(payments.userId, user.id)));
      if (!row) throw notFound(workflowTexts.payments.notFound);
      return answer(await refreshPayment(deps(request.log), row));
    },
  );

  app.post(
    '/payments/yookassa/webhook',
    {
      config: { auth: 'public' },
      schema: { body: ZWebhook, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'yookassa'), eq(payments.externalId, request.body.object.id)));
      // Unknown payments are acknowledged, or YooKassa would keep repeating the notification.
      if (row) await refreshPayment(deps(request.log), row);
      return { ok: true as const };
    },
  );
};

export default paymentRoutes;
