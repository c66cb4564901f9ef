// Unexpected errors to a Sentry-protocol endpoint when SENTRY_DSN is set (Sentry, GlitchTip, a self-hosted relay):
// requests the error handler answered with a 5xx and whose error is no AppError, each tagged with its request id
// (observability/request-id.ts) and route pattern; and errors outside requests (a scheduled job's failure, an
// unhandled rejection, an uncaught exception: process-errors.ts) through app.errorReports, tagged `source`. Every
// event passes through shared/scrub.ts before it leaves: phones, bearer tokens, e-mails, secret fields,
// Authorization/Cookie headers and query strings never do. Without SENTRY_DSN nothing is imported: @sentry/node costs
// neither the tests nor the start-up anything.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { scrub } from '#shared/scrub.ts';
import { AppError } from '../errors.ts';
import { packageVersion } from '../package-root.ts';
import type * as SentryModule from '@sentry/node';
import type { Env } from '../env.ts';

type SentryNode = typeof SentryModule;

/** Where an error outside a request came from: the `source` tag of its report. */
export type ErrorSource = 'job' | 'unhandledRejection' | 'uncaughtException';

export interface ErrorReports {
  /** Reports an error no request answered for; a no-op without SENTRY_DSN. */
  capture(error: unknown, source: ErrorSource, tags?: Record<string, string>): void;
  /** Waits until reports on their way have left, or `timeoutMs` has passed. */
  flush(timeoutMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    errorReports: ErrorReports;
  }
}

const OFF: ErrorReports = { capture: () => undefined, flush: async () => undefined };

/** Sentry's client is one per process; apps built with the same DSN share it (tests build several apps). */
let loaded: { dsn: string; sentry: Promise<SentryNode> } | null = null;

/** Whether @sentry/node has been loaded in this process (never without SENTRY_DSN). */
export const sentryLoaded = () => loaded !== null;

export const releaseOf = (env: Pick<Env, 'RELEASE'>) => env.RELEASE ?? `kvartal@${packageVersion}`;

function startSentry(env: Env, dsn: string): Promise<SentryNode> {
  if (loaded?.dsn === dsn) return loaded.sentry;
  const sentry = import('@sentry/node').then((Sentry) => {
    Sentry.initWithoutDefaultIntegrations({
      dsn,
      release: releaseOf(env),
      environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      // Errors only: no tracing, no breadcrumbs (they would carry URLs and log lines), no user,
      // cookies, queries or bodies collected by the SDK itself.
      integrations: [Sentry.linkedErrorsIntegration()],
      dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpBodies: [] },
      maxBreadcrumbs: 0,
      enableRuntimeChannelInjection: false,
      beforeSend: (event) => scrub(event),
    });
    return Sentry;
  });
  loaded = { dsn, sentry };
  return sentry;
}

/** What GET /api/config tells the browser: its DSN (SENTRY_DSN_BROWSER, else SENTRY_DSN), release and environment. */
export function browserErrorReports(env: Env): { dsn: string; release: string; environment: string } | null {
  const dsn = env.SENTRY_DSN_BROWSER ?? env.SENTRY_DSN;
  return dsn ? { dsn, release: releaseOf(env), environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV } : null;
}

/** The origin the browser posts its reports to, for the CSP's connect-src (server/plugins/security.ts). */
export function errorReportOrigins(env: Env): string[] {
  const reports = browserErrorReports(env);
  return reports ? [new URL(reports.dsn).origin] : [];
}

/** What an event says of its request: method, address (its query scrubbed away before sending) and headers. */
function requestOf(request: FastifyRequest) {
  return {
    method: request.method,
    url: `${request.protocol}://${request.host}${request.url}`,
    headers: Object.fromEntries(
      Object.entries(request.headers)
        .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    ),
  };
}

/** Call right after the error handler is set: its hooks see every route's errors. */
export async function installErrorReports(app: FastifyInstance): Promise<void> {
  const dsn = app.env.SENTRY_DSN;
  if (!dsn) {
    app.decorate('errorReports', OFF);
    return;
  }
  const Sentry = await startSentry(app.env, dsn);
  app.decorate('errorReports', {
    capture(error, source, tags = {}) {
      Sentry.withScope((scope) => {
        scope.setTag('source', source);
        for (const [name, value] of Object.entries(tags)) scope.setTag(name, value);
        if (source === 'uncaughtException') scope.setLevel('fatal');
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  } satisfies ErrorReports);
  const errors = new WeakMap<FastifyRequest, FastifyError>();
  // onError runs before the error handler; whether the error was unexpected is known from the answer it gave.
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = errors.get(request);
    if (!error || reply.statusCode < 500 || error instanceof AppError) return;
    Sentry.withScope((scope) => {
      scope.setTag('source', 'request');
      scope.setTag('request_id', request.id);
      scope.setTag('route', request.routeOptions.url ?? '(unmatched)');
      scope.setTag('status', reply.statusCode);
      scope.addEventProcessor((event) => ({ ...event, request: requestOf(request) }));
      Sentry.captureException(error);
    });
  });
  // Events still on their way leave before the process does.
  app.addHook('onClose', async () => {
    await Sentry.flush(2000);
  });
}
