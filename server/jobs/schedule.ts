// Runs a job in the server process on an interval: never two runs of it at once in one process, errors logged and
// reported (app.errorReports, tagged source=job and the job's name), and on close the timers stop and a run in
// progress is waited for (before the database closes).
import type { FastifyInstance } from 'fastify';
import { runOfferLifecycle } from './offer-lifecycle.ts';
import { runBookingExpiry } from '../modules/bookings/expire-bookings.ts';
import { runFixationExpiry } from '../modules/fixations/expire-fixations.ts';
import { runAnalyticsRollup } from '../modules/analytics/rollup.ts';
import { runDealStall } from '../modules/deals/stall-deals.ts';
import { runQueueLapse } from '../modules/booking-queue/lapse-turns.ts';
import { runImportSchedules } from '../modules/inventory-import/run-schedules.ts';
import { ESCALATION_EVERY_MS, runRequestEscalation } from '../modules/bookings/escalate-requests.ts';
import { alertRunner } from '../modules/saved-filters/alert-runner.ts';
import { drainFilterAlerts } from '../modules/saved-filters/run-alerts.ts';
import { sendDigests } from '../modules/saved-filters/send-digests.ts';
import { runMarketRollup } from '../modules/market/rollup.ts';
import { ownUrl } from '../core/public-url.ts';
import { routedPath } from '../core/routed-path.ts';
import { isReadOnly } from '../core/cache/write-rules.ts';
import { drainOutbox, onOutboxNudge, pruneOutbox } from '../modules/outbox/index.ts';
import { pruneWebhookDeliveries } from '../modules/webhooks/prune.ts';
import { startTelegramUpdates } from '../modules/channels/telegram-start.ts';

export interface ScheduledJob {
  stop(): Promise<void>;
}

export function scheduleJob(options: {
  run: () => Promise<unknown>;
  everyMs: number;
  /** The first run, soon after start-up. */
  firstInMs: number;
  onError: (error: unknown) => void;
}): ScheduledJob {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(tick, options.firstInMs);
  const timer = setInterval(tick, options.everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}

/** A job's failure: logged, and reported outside any request with the job's name. */
export function jobFailed(app: FastifyInstance, job: string, message: string): (error: unknown) => void {
  return (err) => {
    app.log.error({ err, job }, message);
    app.errorReports.capture(err, 'job', { job });
  };
}

/**
 * A job counted by its name, stopped when the app closes (before the database does). `failure` is the message a
 * failure is logged and reported with (jobFailed), or the whole handling of one.
 */
function startCountedJob(
  app: FastifyInstance,
  name: string,
  options: {
    run: () => Promise<unknown>;
    everyMs: number;
    firstInMs: number;
    failure: string | ((error: unknown) => void);
  },
): void {
  const { run, failure, ...timing } = options;
  const job = scheduleJob({
    run: app.metrics.countJob(name, run),
    ...timing,
    onError: typeof failure === 'string' ? jobFailed(app, name, failure) : failure,
  });
  app.addHook('onClose', () => job.stop());
}

/** Call before the app is ready (it adds a close hook). OFFER_LIFECYCLE_MINUTES=0 turns the job off. */
export function startOfferLifecycle(app: FastifyInstance): void {
  const minutes = app.env.OFFER_LIFECYCLE_MINUTES;
  if (minutes === 0) return;
  startCountedJob(app, 'offer_lifecycle', {
    run: () =>
      runOfferLifecycle({
        db: app.db,
        realtime: app.realtime,
        clock: app.clock,
        env: app.env,
        cache: app.cache,
      }),
    everyMs: minutes * 60_000,
    firstInMs: 10_000,
    failure: 'the offer lifecycle job failed',
  });
}

/** Bookings' holds run out on time: every minute, one run at a time across nodes (the job's advisory lock). */
export function startBookingExpiry(app: FastifyInstance): void {
  startCountedJob(app, 'booking_expiry', {
    run: () =>
      runBookingExpiry({ db: app.db, realtime: app.realtime, now: app.clock.now(), cache: app.cache }),
    everyMs: 60_000,
    firstInMs: 15_000,
    failure: 'the booking expiry job failed',
  });
}

/** Requests nobody took within the company's limit are reported to its owners: every minute, one run across nodes. */
export function startRequestEscalation(app: FastifyInstance): void {
  startCountedJob(app, 'request_escalation', {
    run: () => runRequestEscalation({ db: app.db, realtime: app.realtime, now: app.clock.now() }),
    everyMs: ESCALATION_EVERY_MS,
    firstInMs: 25_000,
    failure: (err) => app.log.error({ err }, 'the request escalation job failed'),
  });
}

/**
 * Saved-filter alerts: a change's request nudges the job once it has answered (its transaction committed), and a
 * sweep every minute matches whatever is still queued and sends the daily digests that are due.
 */
export function startFilterAlerts(app: FastifyInstance): void {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });
  const runner = alertRunner(
    () => drainFilterAlerts(deps()),
    jobFailed(app, 'filter_alerts', 'the filter alerts job failed'),
  );
  app.addHook('onResponse', (request, reply, done) => {
    // Only a write can queue an alert: a search (a POST read) nudging it would run the drain on every search.
    const path = routedPath(request);
    if (!isReadOnly(request.method, path) && path.startsWith('/api/') && reply.statusCode < 400)
      runner.nudge();
    done();
  });
  const job = scheduleJob({
    run: app.metrics.countJob('filter_alerts', async () => {
      await runner.drain();
      await sendDigests({
        db: app.db,
        mail: app.mail,
        now: app.clock.now(),
        baseUrl: ownUrl(app.env, app.server.address()),
        unsubscribe: { secret: app.env.APP_SECRET, mailbox: app.env.MAIL_UNSUBSCRIBE ?? null },
      });
    }),
    everyMs: 60_000,
    firstInMs: 20_000,
    onError: jobFailed(app, 'filter_alerts', 'the filter digest job failed'),
  });
  app.addHook('onClose', async () => {
    await job.stop();
    await runner.settled();
  });
}

/** Fixations run out on time, with the warning three days before: every minute, one run at a time across nodes. */
export function startFixationExpiry(app: FastifyInstance): void {
  startCountedJob(app, 'fixation_expiry', {
    run: () => runFixationExpiry({ db: app.db, realtime: app.realtime, now: app.clock.now() }),
    everyMs: 60_000,
    firstInMs: 25_000,
    failure: (err) => app.log.error({ err }, 'the fixation expiry job failed'),
  });
}

/** Deals stalled past their complex's limit remind the builder's manager: every 10 minutes, one run across nodes. */
export function startDealStall(app: FastifyInstance): void {
  startCountedJob(app, 'deal_stall', {
    run: () => runDealStall({ db: app.db, realtime: app.realtime, now: app.clock.now() }),
    everyMs: 10 * 60_000,
    firstInMs: 30_000,
    failure: 'the deal stall job failed',
  });
}

/** Booking-queue turns not used in time pass to the next in line: every minute, one run at a time across nodes. */
export function startQueueLapse(app: FastifyInstance): void {
  startCountedJob(app, 'queue_lapse', {
    run: () => runQueueLapse({ db: app.db, realtime: app.realtime, now: app.clock.now() }),
    everyMs: 60_000,
    firstInMs: 30_000,
    failure: 'the booking queue lapse job failed',
  });
}

/**
 * The outbox (webhooks and every later channel): drained every OUTBOX_DRAIN_MS (2 s) and right after a commit on this
 * node that enqueued something; claims are SKIP LOCKED, so every node runs it and none takes another's item.
 */
export function startOutbox(app: FastifyInstance): void {
  const everyMs = app.env.OUTBOX_DRAIN_MS;
  if (everyMs === 0) return;
  const job = scheduleJob({
    run: app.metrics.countJob('outbox', () => drainOutbox({ db: app.db, now: () => app.clock.now() })),
    everyMs,
    firstInMs: 5_000,
    onError: jobFailed(app, 'outbox', 'the outbox drain failed'),
  });
  let nudged: Promise<unknown> | null = null;
  onOutboxNudge(() => {
    if (nudged) return;
    nudged = drainOutbox({ db: app.db, now: () => app.clock.now() })
      .catch(jobFailed(app, 'outbox', 'the outbox drain failed'))
      .finally(() => {
        nudged = null;
      });
  });
  app.addHook('onClose', async () => {
    onOutboxNudge(null);
    await job.stop();
    await nudged;
  });
}

/** Feeds synchronised on their schedules (inventory import): every 5 minutes, one claim at a time across nodes. */
export function startImportSchedules(app: FastifyInstance): void {
  startCountedJob(app, 'import_schedules', {
    run: () =>
      runImportSchedules({
        db: app.db,
        realtime: app.realtime,
        now: app.clock.now(),
        allowPrivate: app.env.WEBHOOKS_ALLOW_PRIVATE,
        cache: app.cache,
      }),
    everyMs: 5 * 60_000,
    firstInMs: 40_000,
    failure: 'the import schedules job failed',
  });
}

/** The market's closed months are rolled up once a Moscow day: checked hourly, one run across nodes (issue 27). */
export function startMarketRollup(app: FastifyInstance): void {
  startCountedJob(app, 'market_rollup', {
    run: () => runMarketRollup({ db: app.db, now: app.clock.now() }),
    everyMs: 60 * 60_000,
    firstInMs: 40_000,
    failure: 'the market rollup job failed',
  });
}

/** The analytics' daily rollup: every 15 minutes, one run at a time across nodes; a run redoes its last two days. */
export function startAnalyticsRollup(app: FastifyInstance): void {
  startCountedJob(app, 'analytics_rollup', {
    run: () => runAnalyticsRollup({ db: app.db, now: app.clock.now() }),
    everyMs: 15 * 60_000,
    firstInMs: 40_000,
    failure: 'the analytics rollup job failed',
  });
}

/** The Telegram bot's updates: setWebhook once in webhook mode, otherwise long polling by one node at a time. */
export function startTelegram(app: FastifyInstance): void {
  startTelegramUpdates(app, scheduleJob, jobFailed(app, 'telegram', 'the Telegram updates job failed'));
}

/** Finished outbox items after a week and webhook deliveries after 30 days are deleted: hourly; a delete twice is harmless. */
export function startOutboxPruning(app: FastifyInstance): void {
  startCountedJob(app, 'outbox_prune', {
    run: async () => {
      const now = app.clock.now();
      await pruneOutbox(app.db, now);
      await pruneWebhookDeliveries(app.db, now);
    },
    everyMs: 60 * 60_000,
    firstInMs: 60_000,
    failure: 'the outbox pruning failed',
  });
}
