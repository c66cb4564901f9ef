// Idempotency-Key on writes that create something (a booking or request, an offer's save, a reaction): the client
// makes a UUID per submit attempt and sends it again when it repeats that attempt (a double click, a retry after a
// lost answer). The first answer is kept 24 hours per (caller or visitor, route, key) in idempotency_keys, written
// in the same transaction as the write; a repeat gets that answer back (same status and body) instead of a second
// write or a 409, and the same key with another request is a 422. Without the header nothing changes.
//
// Repeats take turns on an advisory lock of the key, so two at once make one write: the second waits for the first
// to commit and then reads its answer. The handler gets the transaction and must do its work in it (on PGlite a
// query outside it would wait for it).
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EndpointDef, ReplyOf } from '#shared/api/endpoint.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS } from '#shared/idempotency.ts';
import { idempotencyTexts } from '#shared/texts/idempotency.ts';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { sha256 } from './hash.ts';
import { lockKey } from './locks.ts';
import type { EndpointHandler, EndpointRequest } from './route.ts';
import type { FastifyInstance } from 'fastify';

/** Advisory lock namespace of the keys (auth's are 1001…, the workflows' 2001…). */
export const IDEMPOTENCY_LOCK_SPACE = 3001;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header's key, null when none was sent; a malformed one is a 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  if (sent === undefined || sent === '') return null;
  if (typeof sent !== 'string' || !UUID.test(sent.trim()))
    throw invalid('idempotencyKey', idempotencyTexts.malformed);
  return sent.trim().toLowerCase();
}

/** Object keys sorted, so the same request hashes the same whatever order its fields came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export type IdempotentHandler<D extends EndpointDef> = (
  request: EndpointRequest<D>,
  db: DbOrTx,
) => Promise<ReplyOf<D>> | ReplyOf<D>;

export interface IdempotentOptions<D extends EndpointDef> {
  /** Whose keys these are: the caller by default; a public route names its visitor. */
  scope?: (request: EndpointRequest<D>) => string;
}

/**
 * The route's handler made idempotent: `route(app, d, idempotent(app, d, (request, db) => …))`. The handler does its
 * writes through `db` (the transaction the answer is kept in when a key came, the database otherwise).
 */
export function idempotent<D extends EndpointDef>(
  app: FastifyInstance,
  descriptor: D,
  handler: IdempotentHandler<D>,
  options: IdempotentOptions<D> = {},
): EndpointHandler<D> {
  const routeName = `${descriptor.method} ${descriptor.path}`;
  const status = descriptor.status ?? (descriptor.response ? 200 : 204);
  return async (request, reply) => {
    const key = idempotencyKeyOf(request);
    if (key === null) return handler(request, app.db);
    const scope =
      options.scope?.(request) ?? (request.user ? `user:${request.user.id}` : `ip:${sha256(request.ip)}`);
    const requestHash = sha256(
      JSON.stringify(canonical({ params: request.params, query: request.query, body: request.body })),
    );
    const now = app.clock.now();
    const fresh = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    const mine = and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.route, routeName),
      eq(idempotencyKeys.key, key),
    );
    const outcome = await app.db.transaction(async (tx) => {
      await lockKey(tx, IDEMPOTENCY_LOCK_SPACE, `${scope}|${routeName}|${key}`);
      const [kept] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
      if (kept && kept.createdAt > fresh) {
        if (kept.requestHash !== requestHash) throw invalid('idempotencyKey', idempotencyTexts.reused);
        return { replayed: true, body: kept.body as ReplyOf<D> };
      }
      const answer = await handler(request, tx);
      // What the answer reads as JSON: the response schema writes the replay exactly as it wrote the first.
      const body = answer === undefined ? null : (JSON.parse(JSON.stringify(answer)) as unknown);
      // This caller's keys past their day go as new ones come.
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, fresh)));
      await tx.insert(idempotencyKeys).values({
        scope,
        route: routeName,
        key,
        requestHash,
        status,
        body,
        createdAt: now,
      });
      return { replayed: false, body: answer };
    });
    if (outcome.replayed) reply.header('idempotency-replayed', 'true');
    return (outcome.body ?? undefined) as ReplyOf<D>;
  };
}
