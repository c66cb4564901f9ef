// /api/email/verify/send and the link from the letter, /api/email/verify/:token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZVerifySendRequest, ZVerifySendResponse } from '#shared/schemas/user.ts';
import { currentUser } from '../../policies.ts';
import { sendVerification } from './send-verification.ts';
import { verifyEmail } from './verify-email.ts';

/** Where the SPA shows the outcome (SPEC §2 /verify-email). */
export const VERIFY_PAGE = {
  verified: '/verify-email?verified=1',
  invalid: '/verify-email?error=invalid',
} as const;

const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/verify/send',
    {
      config: { auth: 'user' },
      // The client may post no body at all: the current address is used then.
      schema: { body: ZVerifySendRequest.nullish(), response: { 200: ZVerifySendResponse } },
    },
    async (request) =>
      sendVerification(
        { db: app.db, mail: app.mail, clock: app.clock, env: app.env, log: request.log },
        currentUser(request),
        { email: request.body?.email },
      ),
  );

  app.get(
    '/email/verify/:token',
    { config: { auth: 'public' }, schema: { params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      const outcome = await verifyEmail(
        { db: app.db, clock: app.clock, realtime: app.realtime },
        request.params.token,
      );
      return reply.redirect(VERIFY_PAGE[outcome], 302);
    },
  );
};

export default emailRoutes;
