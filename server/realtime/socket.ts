// Socket.IO on the app's HTTP server: every socket hears the public room; a valid token in the handshake
// (`auth: { token }`) adds the user's private room; a banned user is refused. With Redis (app.redis) the rooms span
// every node through the Redis adapter: a push made on one node reaches the user's sockets on all of them.
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Role } from '#shared/enums.ts';
import { ErrorType } from '#shared/errors.ts';
import { PUBLIC_ROOM, PrivateEvent, SOCKET_PATH, userRoom } from '#shared/realtime.ts';
import { findUserByTokenCached } from '../modules/auth/token-cache.ts';
import { WRAPPER_ORIGINS } from '../plugins/wrapper-cors.ts';
import { redisUp, watchErrors, type RedisClient } from '../providers/redis.ts';
import type { Realtime } from './realtime.ts';

interface SocketData {
  userId?: number;
}

type Io = Server<
  Record<string, never>,
  Record<string, (payload: unknown) => void>,
  Record<string, never>,
  SocketData
>;

export class SocketIoRealtime implements Realtime {
  private io: Io | null = null;
  private redis: RedisClient | null = null;

  /** Every node's sockets through the adapter; this node's only while Redis is down (a publish would just fail). */
  private get reach() {
    return this.redis && !redisUp(this.redis) ? this.io?.local : this.io;
  }

  /** Call once, before the app is ready (it adds a close hook). Pushes before attach go nowhere. */
  attach(app: FastifyInstance): void {
    if (this.io) throw new Error('SocketIoRealtime is already attached');
    const io: Io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // The mobile wrapper's page connects from its own origin (long-polling needs CORS; the token is in auth).
      cors: { origin: [...WRAPPER_ORIGINS] },
    });
    this.redis = app.redis;
    if (app.redis) {
      // The adapter publishes on the shared connection and listens on its own: a subscribed connection can do
      // nothing else.
      // Its failed reconnections are logged once per outage; pushes stay on their node until it is back, then the
      // subscription is renewed by ioredis itself.
      const sub = app.redis.duplicate();
      watchErrors(sub, (line) => app.log.warn(`${line} (Socket.IO adapter)`));
      io.adapter(createAdapter(app.redis, sub));
      app.addHook('onClose', async () => {
        await sub.quit().catch(() => sub.disconnect());
      });
    }

    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      // No token or an unknown one: an anonymous socket, like a public HTTP route.
      if (typeof token !== 'string' || token === '') return next();
      try {
        const found = await findUserByTokenCached(app.db, app.cache, token, app.clock.now());
        if (found?.user.group === Role.disabled) return next(new Error(ErrorType.UserIsBanned));
        if (found) socket.data.userId = found.user.id;
        next();
      } catch (err) {
        app.log.error({ err }, 'socket handshake failed');
        next(new Error(ErrorType.ServerError));
      }
    });

    app.metrics.watchSockets(() => io.engine.clientsCount);

    io.on('connection', (socket) => {
      void socket.join(PUBLIC_ROOM);
      if (socket.data.userId !== undefined) void socket.join(userRoom(socket.data.userId));
    });

    // Before Fastify closes the HTTP server: open websockets would otherwise keep it from closing. The transport is
    // closed, not the socket (disconnect(true) tells a client not to come back): that is the reconnect hint, and
    // Socket.IO's client reconnects with its backoff, through the proxy to a node that stays. Only this node's sockets.
    app.addHook('preClose', async () => {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
      io.engine.close();
    });
    this.io = io;
  }

  toUser(userId: number, event: string, payload: unknown): void {
    const reach = this.reach;
    if (!reach) return;
    reach.to(userRoom(userId)).emit(event, payload);
    // A banned user's devices hear why, then lose the connection.
    if (event === PrivateEvent.UserIsBanned) reach.in(userRoom(userId)).disconnectSockets(true);
  }

  broadcast(event: string, payload: unknown): void {
    this.reach?.to(PUBLIC_ROOM).emit(event, payload);
  }

  disconnectUser(userId: number): void {
    // Through the adapter: the user's sockets on every node.
    this.reach?.in(userRoom(userId)).disconnectSockets(true);
  }
}
