// End-to-end tests only (TEST_CLOCK=1, refused in production): a request carrying `x-test-clock-offset: <seconds>`
// sees the server's clock that far ahead while it is handled, so a spec can live through an hour of login limits in
// seconds without moving the clock under the specs that run beside it. Requests without the header see the real time.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../providers/clock.ts';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset';

const offsets = new AsyncLocalStorage<number>();

/** Adds the hook and returns the clock the app must use: `base` shifted by the current request's offset. */
export function registerTestClock(app: FastifyInstance, base: Clock): Clock {
  app.addHook('onRequest', (request, _reply, done) => {
    const seconds = Number(request.headers[TEST_CLOCK_HEADER]);
    if (!Number.isFinite(seconds) || seconds === 0) return done();
    // Fastify binds the body parser and the handler to the context the hook continues in.
    offsets.run(seconds * 1000, done);
  });
  return { now: () => new Date(base.now().getTime() + (offsets.getStore() ?? 0)) };
}
