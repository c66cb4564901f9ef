// Two nodes (two apps, one database) sharing one Redis (ioredis-mock): a push made on node A reaches the user's
// socket on node B, and a ban pushed on A disconnects the user's socket on B.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import RedisMock from 'ioredis-mock';
import type { Socket } from 'socket.io-client';
import { PrivateEvent, PublicEvent } from '#shared/realtime.ts';
import type { Database } from '../db/client.ts';
import type { RedisClient } from '../providers/redis.ts';
import { openTestDatabase } from '../test/template.ts';
import { openSocket, startSocketNode, type SocketNode } from '../test/socket-node.ts';
import { buildUser, tokenFor } from '../test/factories.ts';

type Node = SocketNode;

describe('[realtime] Socket.IO across nodes through Redis', () => {
  let database: Database;
  const nodes: Node[] = [];
  const sockets: Socket[] = [];

  /**
   * ioredis-mock instances on the same host and port share their data and channels, like one server. Real ioredis
   * also emits every message as `messageBuffer`, which the adapter's requests (disconnectSockets…) listen to; the
   * mock does so only for Buffer messages, so its subscriber connection is given that event here.
   */
  function mockRedis(): RedisClient {
    const redis = new RedisMock({ host: 'nodes-test', port: 6379 });
    redis.duplicate = () => {
      const sub = new RedisMock({ host: 'nodes-test', port: 6379 });
      sub.on('message', (channel: string, message: unknown) => {
        if (typeof message === 'string')
          sub.emit('messageBuffer', Buffer.from(channel), Buffer.from(message));
      });
      return sub;
    };
    return redis as unknown as RedisClient;
  }

  async function startNode(): Promise<Node> {
    const node = await startSocketNode(database, {
      storageDir: 'kvartal-socket-redis-test',
      redis: mockRedis(),
    });
    nodes.push(node);
    return node;
  }

  const open = (node: Node, token?: string) => openSocket(node.url, token, sockets);

  beforeAll(async () => {
    database = await openTestDatabase();
    await startNode();
    await startNode();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const node of nodes) await node.app.close();
    await database.close();
  });

  it('a private push and a broadcast made on node A reach sockets on node B', async () => {
    const [a, b] = nodes as [Node, Node];
    const alice = await buildUser(database.db);
    const bob = await buildUser(database.db);
    const aliceOnB = await open(b, await tokenFor(database.db, alice));
    const bobOnB = await open(b, await tokenFor(database.db, bob));
    const heard = { alice: [] as unknown[], bob: [] as unknown[] };
    aliceOnB.onAny((event: string, payload: unknown) => heard.alice.push({ event, payload }));
    bobOnB.onAny((event: string, payload: unknown) => heard.bob.push({ event, payload }));

    a.realtime.toUser(alice.id, PrivateEvent.Notification, { id: 7 });
    a.realtime.broadcast(PublicEvent.Message, { text: 'Всем' });

    const note = { event: PrivateEvent.Notification, payload: { id: 7 } };
    const all = { event: PublicEvent.Message, payload: { text: 'Всем' } };
    await vi.waitFor(() => expect(heard.alice).toEqual([note, all]), { timeout: 5000 });
    await vi.waitFor(() => expect(heard.bob).toEqual([all]), { timeout: 5000 });
  });

  it('a ban pushed on node A disconnects the user on node B', async () => {
    const [a, b] = nodes as [Node, Node];
    const carol = await buildUser(database.db);
    const socket = await open(b, await tokenFor(database.db, carol));
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    a.realtime.toUser(carol.id, PrivateEvent.UserIsBanned, {});
    await vi.waitFor(() => expect(reasons).toEqual(['io server disconnect']), { timeout: 5000 });
  });

  it('closing one node leaves the other node’s sockets connected', async () => {
    const extra = await startNode();
    const [, b] = nodes as [Node, Node];
    const dave = await buildUser(database.db);
    const socket = await open(b, await tokenFor(database.db, dave));
    await extra.app.close();
    nodes.splice(nodes.indexOf(extra), 1);
    const heard: unknown[] = [];
    socket.onAny((event: string) => heard.push(event));
    b.realtime.toUser(dave.id, PrivateEvent.Notification, { id: 8 });
    await vi.waitFor(() => expect(heard).toEqual([PrivateEvent.Notification]), { timeout: 5000 });
    expect(socket.connected).toBe(true);
  });
});
