// Errors no request answers for: an unhandled promise rejection and an uncaught exception are logged with pino and
// reported through the app's scrubbed reporter (error-reports.ts), tagged `source`. A rejection leaves the process
// running (one forgotten catch must not take the node's open requests down with it); an uncaught exception leaves
// the process in an unknown state, so it exits 1 once the report has left (at most FLUSH_MS), and the supervisor
// (systemd, compose, the orchestrator) starts a clean one. Decision 039.
import type { Logger } from 'pino';
import type { ErrorReports } from './error-reports.ts';

/** How long an uncaught exception waits for its report before the process exits. */
export const FLUSH_MS = 2000;

export interface ProcessErrorDeps {
  logger: Pick<Logger, 'error' | 'fatal'>;
  reports: ErrorReports;
  /** process in production; an EventEmitter in tests. */
  target?: Pick<NodeJS.Process, 'on' | 'off'>;
  exit?: (code: number) => void;
}

/** Installs both handlers; returns their removal. */
export function handleProcessErrors(deps: ProcessErrorDeps): () => void {
  const target = deps.target ?? process;
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  let exiting = false;

  const onRejection = (reason: unknown) => {
    deps.logger.error({ err: reason, source: 'unhandledRejection' }, 'unhandled promise rejection');
    deps.reports.capture(reason, 'unhandledRejection');
  };
  const onException = (error: Error, origin: string) => {
    deps.logger.fatal({ err: error, source: 'uncaughtException', origin }, 'uncaught exception: exiting');
    if (exiting) return;
    exiting = true;
    deps.reports.capture(error, 'uncaughtException', { origin });
    // Exits even when the flush hangs or throws.
    const timer = setTimeout(() => exit(1), FLUSH_MS + 500);
    timer.unref?.();
    void deps.reports
      .flush(FLUSH_MS)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        exit(1);
      });
  };
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
