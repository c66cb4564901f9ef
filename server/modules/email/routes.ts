// /api/email/verify/send and the link from the letter, /api/email/verify/:token.
import type { FastifyPluginAsync } from 'fastify';
import { sendVerification as sendEndpoint, verifyEmail as verifyEndpoint } from '#shared/api/email.ts';
import { publicUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';
import { userVersion } from '../../core/cache/names.ts';
import { currentUser } from '../../policies.ts';
import { sendVerification } from './send-verification.ts';
import { verifyEmail } from './verify-email.ts';

/** Where the SPA shows the outcome (PRODUCT §2 /verify-email). */
export const VERIFY_PAGE = {
  verified: '/verify-email?verified=1',
  invalid: '/verify-email?error=invalid',
} as const;

const emailRoutes: FastifyPluginAsync = async (app) => {
  // The client may post no body at all: the current address is used then.
  route(app, sendEndpoint, (request) =>
    sendVerification(
      {
        db: app.db,
        mail: app.mail,
        clock: app.clock,
        publicUrl: publicUrl(app.env, request),
        log: request.log,
      },
      currentUser(request),
      { email: request.body?.email },
    ),
  );

  route(app, verifyEndpoint, async (request, reply) => {
    const outcome = await verifyEmail(
      {
        db: app.db,
        clock: app.clock,
        realtime: app.realtime,
        userChanged: (userId) => app.cache.bump([userVersion(userId)]),
      },
      request.params.token,
    );
    return reply.redirect(VERIFY_PAGE[outcome], 302);
  });
};

export default emailRoutes;
