// The browser's unexpected errors to a Sentry-protocol endpoint, when the server hands out a DSN (/api/config's
// errorReports). Started after the first content (app/start.tsx): this file and @sentry/browser are lazy chunks, so
// the first screen carries neither, and without a DSN the SDK is never fetched. Every event passes through
// shared/scrub.ts, the server's scrubber: phones, tokens, e-mails, secret fields and query strings never leave.
import { readConfig } from '#shared/api/system.ts';
import { scrub } from '#shared/scrub.ts';
import { call } from './call.ts';

let started = false;

export async function startErrorReports(): Promise<void> {
  if (started) return;
  started = true;
  const config = await call(readConfig).catch(() => null);
  const reports = config?.errorReports;
  if (!reports) return;
  // Destructured, so the bundler keeps only what init needs of the SDK.
  const { init } = await import('@sentry/browser');
  init({
    dsn: reports.dsn,
    release: reports.release,
    environment: reports.environment,
    // No user, cookies, query strings or bodies collected by the SDK; what remains is scrubbed before sending.
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpBodies: [] },
    beforeSend: (event) => scrub(event),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
}
