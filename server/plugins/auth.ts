// Reads the bearer token on every request and enforces each route's policy (config.auth, 'active' by default).
import type { FastifyInstance } from 'fastify';
import { Role, UserStatus } from '#shared/enums.ts';
import { AppError } from '../errors.ts';
import { findUserByTokenCached, touchTokenCached } from '../modules/auth/token-cache.ts';
import { isBannedUsersToken } from '../modules/moderation/banned-token.ts';
import type { UserRow } from '../db/schema/index.ts';
import { authenticateApiKey, isApiKey } from '../modules/api-keys/api-key-auth.ts';

/**
 * public: anyone; a valid token still identifies the user.
 * user: logged in, whatever the status (onboarding, email verification, profile).
 * active: logged in, terms accepted and email verified.
 */
export type AuthPolicy = 'public' | 'user' | 'active';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    tokenId: number | null;
    /** The API key the call came with (`Bearer kv_…`), acting as its company's owner; null for a session. */
    apiKeyId: number | null;
  }
  interface FastifyContextConfig {
    auth?: AuthPolicy;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('apiKeyId', null);

  // onRequest, so that an anonymous caller is refused before its body is even read.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const policy = request.routeOptions.config?.auth ?? 'active';
    const token = bearerToken(request.headers.authorization);
    if (token && isApiKey(token)) {
      // A company's API key: only the routes its scopes open (modules/api-keys/scoped-routes.ts), else 403.
      const found = await authenticateApiKey(
        app.db,
        token,
        request.routeOptions.config?.endpoint,
        app.clock.now(),
      );
      if (found.user.group === Role.disabled) throw new AppError('UserIsBanned');
      request.user = found.user;
      request.apiKeyId = found.key.id;
    } else if (token) {
      const now = app.clock.now();
      // A token idle too long (tokens.ts TOKEN_IDLE_LIMIT_MS) is not found: it is deleted and answers Unauthorized.
      const found = await findUserByTokenCached(app.db, app.cache, token, now);
      if (found) {
        if (found.user.group === Role.disabled) throw new AppError('UserIsBanned');
        request.user = found.user;
        request.tokenId = found.tokenId;
        await touchTokenCached(app.db, app.cache, token, found, now);
      } else if (await isBannedUsersToken(app.db, token)) {
        // A ban revokes the tokens; the next call still says why.
        throw new AppError('UserIsBanned');
      } else if (policy !== 'public') {
        throw new AppError('Unauthorized');
      }
    }
    if (policy === 'public') return;
    if (!request.user) throw new AppError('Unauthorized');
    if (policy === 'active') {
      if (request.user.status === UserStatus.notAccepted) throw new AppError('TermsNotAccepted');
      if (request.user.status === UserStatus.notVerified) throw new AppError('EmailNotVerified');
    }
  });
}
