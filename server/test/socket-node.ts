// The realtime tests' server: the app with Socket.IO attached, listening on a free local port (one node; with a
// Redis client, one of several sharing it), and a socket that connects to it.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/realtime.ts';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { LocalStorage } from '../storage/storage.ts';
import { RecordingSms } from '../providers/sms.ts';
import { RecordingMail } from '../providers/mail.ts';
import { FakeClock } from '../providers/clock.ts';
import type { RedisClient } from '../providers/redis.ts';
import { SocketIoRealtime } from '../realtime/socket.ts';

export interface SocketNode {
  app: FastifyInstance;
  realtime: SocketIoRealtime;
  url: string;
}

export async function startSocketNode(
  database: Database,
  options: { storageDir: string; env?: Record<string, string>; mail?: RecordingMail; redis?: RedisClient },
): Promise<SocketNode> {
  const realtime = new SocketIoRealtime();
  const { redis } = options;
  const app = await buildApp(
    {
      env: testEnv(options.env),
      database,
      storage: new LocalStorage(path.join(os.tmpdir(), options.storageDir)),
      sms: new RecordingSms(),
      mail: options.mail ?? new RecordingMail(),
      clock: new FakeClock(),
      realtime,
      ...(redis ? { redis } : {}),
    },
    { serveStatic: false },
  );
  realtime.attach(app);
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, realtime, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Connects and resolves once connected, or rejects with the server's refusal; `opened` keeps it for the clean-up. */
export function openSocket(url: string, token: string | undefined, opened: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
