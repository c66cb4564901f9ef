import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Socket } from 'socket.io-client';
import { Role, UserStatus } from '#shared/enums.ts';
import { PrivateEvent, PublicEvent } from '#shared/realtime.ts';
import type { Database } from '../db/client.ts';
import { RecordingMail } from '../providers/mail.ts';
import { openTestDatabase } from '../test/template.ts';
import { openSocket, startSocketNode } from '../test/socket-node.ts';
import { buildUser, tokenFor } from '../test/factories.ts';
import type { SocketIoRealtime } from './socket.ts';
import { apiCaller } from '../test/call.ts';
import * as emailApi from '#shared/api/email.ts';
import * as userApi from '#shared/api/user.ts';

describe('[realtime] Socket.IO channels', () => {
  let database: Database;
  let app: FastifyInstance;
  let realtime: SocketIoRealtime;
  let mail: RecordingMail;
  let url: string;
  let closed = false;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    mail = new RecordingMail();
    ({ app, realtime, url } = await startSocketNode(database, { storageDir: 'kvartal-socket-test', mail }));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    if (!closed) await app.close();
    await database.close();
  });

  const open = (token?: string) => openSocket(url, token, sockets);

  /** Everything the socket hears from now on. */
  function listen(socket: Socket): Heard {
    const heard: Heard = [];
    socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    return heard;
  }

  type Heard = { event: string; payload: unknown }[];
  let flushSeq = 0;

  /**
   * Waits until every earlier push has reached these sockets: a marker broadcast after them arrives after them
   * (Socket.IO keeps the order per socket). The markers are then dropped from what was heard.
   */
  async function flush(...lists: Heard[]): Promise<void> {
    const marker = { flush: ++flushSeq };
    const isMarker = (h: Heard[number]) => JSON.stringify(h.payload) === JSON.stringify(marker);
    realtime.broadcast(PublicEvent.Message, marker);
    await vi.waitFor(() => expect(lists.every((l) => l.some(isMarker))).toBe(true), { timeout: 5000 });
    for (const list of lists) list.splice(list.findIndex(isMarker), 1);
  }

  it('everyone hears the public channel; only the user hears their private one', async () => {
    const alice = await buildUser(database.db);
    const bob = await buildUser(database.db);
    const anonymous = await open();
    const aliceSocket = await open(await tokenFor(database.db, alice));
    const bobSocket = await open(await tokenFor(database.db, bob));
    const heard = { anonymous: listen(anonymous), alice: listen(aliceSocket), bob: listen(bobSocket) };

    realtime.broadcast(PublicEvent.NewAppVersion, { package: 'ru.kvartal', code: 42 });
    realtime.toUser(alice.id, PrivateEvent.Notification, { id: 1, type: 'InviteAccepted' });
    await flush(heard.anonymous, heard.alice, heard.bob);

    const update = { event: PublicEvent.NewAppVersion, payload: { package: 'ru.kvartal', code: 42 } };
    const note = { event: PrivateEvent.Notification, payload: { id: 1, type: 'InviteAccepted' } };
    expect(heard.anonymous).toEqual([update]);
    expect(heard.alice).toEqual([update, note]);
    expect(heard.bob).toEqual([update]);
  });

  it('a socket with an unknown token is anonymous: public channel only', async () => {
    const alice = await buildUser(database.db);
    const stranger = await open('not-a-real-token');
    const heard = listen(stranger);
    realtime.toUser(alice.id, PrivateEvent.Notification, { id: 2 });
    realtime.broadcast(PublicEvent.Message, { text: 'Привет' });
    await flush(heard);
    expect(heard).toEqual([{ event: PublicEvent.Message, payload: { text: 'Привет' } }]);
  });

  it('refuses a banned user', async () => {
    const banned = await buildUser(database.db, { group: Role.disabled });
    await expect(open(await tokenFor(database.db, banned))).rejects.toThrow('UserIsBanned');
  });

  it('a user banned while connected hears why and is disconnected', async () => {
    const user = await buildUser(database.db);
    const socket = await open(await tokenFor(database.db, user));
    const heard = listen(socket);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    realtime.toUser(user.id, PrivateEvent.UserIsBanned, {});
    await gone;
    expect(heard).toEqual([{ event: PrivateEvent.UserIsBanned, payload: {} }]);
  });

  it('logging out on every device disconnects the user’s sockets, not another user’s', async () => {
    const user = await buildUser(database.db);
    const other = await buildUser(database.db);
    const token = await tokenFor(database.db, user);
    const phone = await open(await tokenFor(database.db, user));
    const laptop = await open(token);
    const stays = await open(await tokenFor(database.db, other));
    const gone = Promise.all(
      [phone, laptop].map((socket) => new Promise((resolve) => socket.once('disconnect', resolve))),
    );
    const res = await apiCaller(app).call(userApi.logoutAll, null, token);
    expect(res.statusCode).toBe(200);
    await gone;
    expect(stays.connected).toBe(true);
    // A revoked token opens an anonymous socket at most.
    const again = await open(token);
    const heard = listen(again);
    realtime.toUser(user.id, PrivateEvent.UserUpdated, {});
    await flush(heard);
    expect(heard).toEqual([]);
  });

  it('an email verified through the link reaches the user’s socket', async () => {
    const user = await buildUser(database.db, {
      email: 'socket@example.test',
      emailVerifiedAt: null,
      status: UserStatus.notVerified,
    });
    const token = await tokenFor(database.db, user);
    const socket = await open(token);
    const heard = listen(socket);
    const sent = await apiCaller(app).call(emailApi.sendVerification, null, token);
    expect(sent.statusCode).toBe(200);
    const link = mail.last('socket@example.test')!.text.match(/https?:\/\/\S+/)![0];
    await app.inject({ method: 'GET', url: new URL(link).pathname });
    await flush(heard);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      event: PrivateEvent.VerifyEmailSuccess,
      payload: { user: { id: user.id, status: UserStatus.active } },
    });
  });

  it('closing the app disconnects every socket', async () => {
    const socket = await open();
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    closed = true;
    await app.close();
    expect(await gone).toBeTruthy();
  });
});
