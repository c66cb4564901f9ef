// /api/user/payment: start a payment and follow it; /api/payments/yookassa/webhook: YooKassa's notifications,
// trusted only for which payment to fetch again from the API.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { readPayment, startPayment as startEndpoint, yookassaWebhook } from '#shared/api/payments.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { publicUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';
import { userVersion } from '../../core/cache/names.ts';
import { payments, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { createPayments } from '../../providers/payments-factory.ts';
import { presentUser } from '../user/present-user.ts';
import { presentPayment, type PaymentRow } from './present-payment.ts';
import { refreshPayment, startPayment, type PaymentDeps } from './start-payment.ts';

const paymentRoutes: FastifyPluginAsync = async (app) => {
  const provider = createPayments(app.env);
  const deps = (request: FastifyRequest): PaymentDeps => ({
    db: app.db,
    realtime: app.realtime,
    provider,
    env: app.env,
    publicUrl: publicUrl(app.env, request),
    now: app.clock.now(),
    log: request.log,
    userChanged: (userId) => app.cache.bump([userVersion(userId)]),
  });
  const answer = async (row: PaymentRow) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, row.userId));
    return { payment: presentPayment(row), user: await presentUser(app.db, user!) };
  };

  route(app, startEndpoint, async (request) => {
    const purpose = request.body?.purpose ?? 'ad-create';
    return answer(await startPayment(deps(request), currentUser(request), purpose));
  });

  route(app, readPayment, async (request) => {
    const user = currentUser(request);
    const [row] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, request.params.id), eq(payments.userId, user.id)));
    if (!row) throw notFound(workflowTexts.payments.notFound);
    return answer(await refreshPayment(deps(request), row));
  });

  route(app, yookassaWebhook, async (request) => {
    const [row] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'yookassa'), eq(payments.externalId, request.body.object.id)));
    // Unknown payments are acknowledged, or YooKassa would keep repeating the notification.
    if (row) await refreshPayment(deps(request), row);
    return { ok: true as const };
  });
};

export default paymentRoutes;
