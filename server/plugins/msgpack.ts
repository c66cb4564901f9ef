// Content negotiation: `Accept: application/x-msgpack` gets MessagePack, everyone else JSON. Bodies may arrive as either.
import type { FastifyInstance } from 'fastify';
import { encode, decode } from '@msgpack/msgpack';

export const MSGPACK = 'application/x-msgpack';

export function registerMsgpack(app: FastifyInstance): void {
  app.addContentTypeParser(MSGPACK, { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, decode(body as Buffer));
    } catch {
      const error = Object.assign(new Error('Bad MessagePack body'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.headers.accept?.includes(MSGPACK) || typeof payload !== 'string') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.header('content-type', MSGPACK);
    reply.header('vary', 'Accept');
    return Buffer.from(encode(JSON.parse(payload), { ignoreUndefined: true }));
  });
}
