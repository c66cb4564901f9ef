import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CONNECTED } from '#shared/realtime.ts';
import {
  connectSocket,
  disconnectSocket,
  onSocketEvent,
  RETRY,
  retryDelay,
  setSocketHandlers,
} from './socket.ts';

/** A stand-in for a socket.io-client Socket: records what the code asks of it and lets the test play the server. */
class FakeSocket {
  active = true;
  connected = false;
  connects = 0;
  disconnected = false;
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  private any: ((event: string, payload: unknown) => void)[] = [];
  constructor(
    readonly options: { auth: { token: string } },
    /** The server's origin when it is not the page's (the mobile wrapper). */
    readonly origin?: string,
  ) {}
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, payload: unknown) => void) {
    this.any.push(listener);
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.active = false;
    this.connected = false;
    return this;
  }
  /** The server's middleware refused the handshake: Socket.IO gives up (active false) and reports it. */
  refuse(message: string) {
    this.active = false;
    this.emit('connect_error', new Error(message));
  }
  /** A transport error: Socket.IO keeps trying on its own (active stays true). */
  dropTransport() {
    this.emit('connect_error', new Error('websocket error'));
  }
  accept() {
    this.connected = true;
    this.emit('connect');
  }
  serverEmits(event: string, payload: unknown) {
    for (const listener of this.any) listener(event, payload);
  }
  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (...args: [{ auth: { token: string } }] | [string, { auth: { token: string } }]) => {
    const socket = args.length === 2 ? new FakeSocket(args[1], args[0]) : new FakeSocket(args[0]);
    sockets.push(socket);
    return socket;
  },
}));

async function open(token = 'token-1') {
  await connectSocket(token);
  return sockets.at(-1)!;
}

beforeEach(() => {
  sockets.length = 0;
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  disconnectSocket();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('[realtime] the socket connection', () => {
  it('loads the app’s handlers once, before the first connection can deliver anything', async () => {
    const heard = vi.fn();
    let offHandlers: (() => void) | undefined;
    const load = vi.fn(async () => {
      // The socket is not created until the handlers are in place.
      expect(sockets).toHaveLength(0);
      offHandlers = onSocketEvent(SOCKET_CONNECTED, heard);
    });
    setSocketHandlers(load);
    try {
      const first = await connectSocket('token-1', { catchUp: true }).then(() => sockets.at(-1)!);
      first.accept();
      expect(heard).toHaveBeenCalledTimes(1);
      disconnectSocket();
      await connectSocket('token-2');
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      offHandlers?.();
      setSocketHandlers(() => Promise.resolve());
    }
  });

  it('asks to catch up on a reconnection, and on the first connection only when its data is older', async () => {
    const caughtUp = vi.fn();
    const off = onSocketEvent(SOCKET_CONNECTED, caughtUp);
    try {
      const plain = await open('token-1');
      plain.accept();
      expect(caughtUp).not.toHaveBeenCalled();
      plain.connected = false;
      plain.accept();
      expect(caughtUp).toHaveBeenCalledTimes(1);

      disconnectSocket();
      await connectSocket('token-2', { catchUp: true });
      sockets.at(-1)!.accept();
      expect(caughtUp).toHaveBeenCalledTimes(2);
    } finally {
      off();
    }
  });

  it('opens with the token and hands every event to its listeners', async () => {
    const heard = vi.fn();
    const off = onSocketEvent('Message', heard);
    const socket = await open('abc');
    expect(socket.options.auth).toEqual({ token: 'abc' });
    socket.serverEmits('Message', { text: 'Привет' });
    expect(heard).toHaveBeenCalledWith({ text: 'Привет' });
    off();
  });

  it('connects to the page host in a browser and to the build API origin inside the mobile wrapper', async () => {
    vi.stubEnv('VITE_API_ORIGIN', 'https://kvartal.example/');
    try {
      expect((await open('web')).origin).toBeUndefined();
      disconnectSocket();
      (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
      const wrapped = await open('app');
      expect(wrapped.origin).toBe('https://kvartal.example');
      expect(wrapped.options.auth).toEqual({ token: 'app' });
    } finally {
      delete (window as { Capacitor?: unknown }).Capacitor;
      vi.unstubAllEnvs();
    }
  });

  it('retries a handshake the server refused for anything but a ban, backing off up to 30 s', async () => {
    const socket = await open();
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [i, wait] of waits.entries()) {
      socket.refuse('ServerError');
      vi.advanceTimersByTime(wait - 1);
      expect(socket.connects, `try ${i + 1} too early`).toBe(i);
      vi.advanceTimersByTime(1);
      expect(socket.connects, `try ${i + 1}`).toBe(i + 1);
    }
  });

  it('starts the backoff over once a connection succeeds', async () => {
    const socket = await open();
    socket.refuse('ServerError');
    vi.advanceTimersByTime(1_000);
    socket.refuse('ServerError');
    vi.advanceTimersByTime(2_000);
    expect(socket.connects).toBe(2);
    socket.accept();
    socket.connected = false;
    socket.refuse('ServerError');
    vi.advanceTimersByTime(1_000);
    expect(socket.connects).toBe(3);
  });

  it('never retries a ban: it tells the app, which ends the session', async () => {
    const banned = vi.fn();
    const off = onSocketEvent('UserIsBanned', banned);
    const socket = await open();
    socket.refuse('UserIsBanned');
    vi.advanceTimersByTime(5 * 60_000);
    expect(banned).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(0);
    off();
  });

  it('leaves transport errors to Socket.IO’s own reconnection', async () => {
    const socket = await open();
    socket.dropTransport();
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
  });

  it('cancels a pending retry on logout and when the token changes', async () => {
    const first = await open('one');
    first.refuse('ServerError');
    disconnectSocket();
    vi.advanceTimersByTime(60_000);
    expect(first.connects).toBe(0);
    expect(first.disconnected).toBe(true);

    const second = await open('two');
    second.refuse('ServerError');
    const third = await open('three');
    vi.advanceTimersByTime(60_000);
    expect(second.connects).toBe(0);
    expect(second.disconnected).toBe(true);
    expect(third.connects).toBe(0);
  });

  it('spreads the waits by ±20 %', () => {
    expect(retryDelay(1, 0)).toBe(RETRY.firstMs * 0.8);
    expect(retryDelay(1, 1)).toBe(RETRY.firstMs * 1.2);
    expect(retryDelay(10, 0.5)).toBe(RETRY.maxMs);
  });
});
