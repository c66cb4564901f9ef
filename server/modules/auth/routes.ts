// /api/user/code, /api/user/login, /api/user/logout.
import type { FastifyPluginAsync } from 'fastify';
import { login as loginEndpoint, logout, requestCode as codeEndpoint } from '#shared/api/auth.ts';
import { route } from '../../core/route.ts';
import { markChanged } from '../../core/cache/install.ts';
import { userVersion } from '../../core/cache/names.ts';
import { AppError } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { presentUser } from '../user/present-user.ts';
import { login } from './login.ts';
import { readPhone } from './phone.ts';
import { requestCode } from './request-code.ts';
import { revokeToken } from './tokens.ts';

const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, codeEndpoint, (request) =>
    requestCode(
      { db: app.db, sms: app.sms, clock: app.clock, env: app.env, log: request.log },
      { phone: readPhone(request.body.phone), ip: request.ip },
    ),
  );

  route(app, loginEndpoint, async (request) => {
    const phone = readPhone(request.body.phone);
    // A missing or malformed code is a wrong code, not a form error; it costs no try.
    const { code } = request.body;
    if (code === null) throw new AppError('InvalidSmsCode');
    const { token, user } = await login(
      { db: app.db, clock: app.clock, realtime: app.realtime, env: app.env },
      {
        phone,
        code,
        consentVersion: request.body.consentVersion,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      },
    );
    // The login time is on the row other devices' tokens have cached.
    markChanged(request, userVersion(user.id));
    return { token, user: await presentUser(app.db, user) };
  });

  route(app, logout, async (request) => {
    currentUser(request);
    await revokeToken(app.db, request.tokenId!, app.clock.now());
    return { ok: true as const };
  });
};

export default authRoutes;
