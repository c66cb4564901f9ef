// Errors outside requests reach the Sentry-protocol endpoint through the same scrubbed reporter as a request's: a
// scheduled job's failure, an unhandled rejection and an uncaught exception, each tagged with where it came from;
// pino logs each, and an uncaught exception exits 1 only after its report has left.
import { EventEmitter } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { startSentryServer, type SentryServer } from '../test/sentry-server.ts';
import { jobFailed, scheduleJob } from '../jobs/schedule.ts';
import { handleProcessErrors } from './process-errors.ts';

const PHONE = '+7 (918) 123-45-67';
const SECRETS = ['9181234567', '918) 123', '123-45-67'];

let sentry: SentryServer;
let t: TestContext;
beforeAll(async () => {
  sentry = await startSentryServer();
  t = await buildTestApp({ SENTRY_DSN: sentry.dsn, RELEASE: 'kvartal@test-release' });
});
afterAll(async () => {
  await t?.close();
  await sentry?.close();
});

/** The one event whose exception says `text`, once it has arrived. */
async function eventSaying(text: string) {
  await t.app.errorReports.flush(5000);
  const found = sentry.events().filter((event) => JSON.stringify(event.exception).includes(text));
  expect(found).toHaveLength(1);
  const [event] = found;
  const sent = sentry.received.find((r) => r.items.some((item) => item.payload === event))!;
  for (const secret of SECRETS) expect(sent.text, secret).not.toContain(secret);
  return event as { tags: Record<string, string>; level: string; release: string; exception: unknown };
}

/** A pino logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('[observability] errors outside requests', () => {
  it('a scheduled job’s failure is reported with source=job and the job’s name, the phone scrubbed', async () => {
    const onError = jobFailed(t.app, 'offer_lifecycle', 'the offer lifecycle job failed');
    const job = scheduleJob({
      run: async () => {
        throw new Error(`Задание упало на ${PHONE}`);
      },
      everyMs: 60_000,
      firstInMs: 0,
      onError,
    });
    await vi.waitFor(() => expect(sentry.events().length).toBeGreaterThan(0), { timeout: 5000 });
    await job.stop();
    const event = await eventSaying('Задание упало');
    expect(event.tags).toMatchObject({ source: 'job', job: 'offer_lifecycle' });
    expect(event.release).toBe('kvartal@test-release');
  });

  it('an unhandled rejection is logged and reported, and the process goes on', async () => {
    const { logger, lines } = capturedLogger();
    const target = new EventEmitter();
    const exit = vi.fn();
    const remove = handleProcessErrors({
      logger,
      reports: t.app.errorReports,
      target: target as unknown as NodeJS.Process,
      exit,
    });
    try {
      target.emit('unhandledRejection', new Error(`Обещание отклонено для ${PHONE}`), Promise.resolve());
      const event = await eventSaying('Обещание отклонено');
      expect(event.tags).toMatchObject({ source: 'unhandledRejection' });
      expect(exit).not.toHaveBeenCalled();
      expect(lines).toEqual([
        expect.objectContaining({
          level: 50,
          source: 'unhandledRejection',
          msg: 'unhandled promise rejection',
        }),
      ]);
    } finally {
      remove();
    }
    expect(target.listenerCount('unhandledRejection')).toBe(0);
  });

  it('an uncaught exception is logged as fatal, reported, and the process exits 1 after the report left', async () => {
    const { logger, lines } = capturedLogger();
    const target = new EventEmitter();
    let eventsAtExit = -1;
    const exited = new Promise<number>((resolve) => {
      handleProcessErrors({
        logger,
        reports: t.app.errorReports,
        target: target as unknown as NodeJS.Process,
        exit: (code) => {
          eventsAtExit = sentry.events().length;
          resolve(code);
        },
      });
    });
    const before = sentry.events().length;
    target.emit('uncaughtException', new Error(`Исключение у ${PHONE}`), 'uncaughtException');
    expect(await exited).toBe(1);
    // The report had arrived when the process was told to exit.
    expect(eventsAtExit).toBe(before + 1);
    const event = await eventSaying('Исключение у');
    expect(event.tags).toMatchObject({ source: 'uncaughtException', origin: 'uncaughtException' });
    expect(event.level).toBe('fatal');
    expect(lines).toEqual([
      expect.objectContaining({ level: 60, source: 'uncaughtException', msg: 'uncaught exception: exiting' }),
    ]);
    expect(JSON.stringify(lines)).toContain('Исключение у');
  });
});
