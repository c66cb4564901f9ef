// PostgreSQL out of reach (restarting, refusing connections, a connection cut mid-query, no pool slot in time): a
// request answers 503 with a Russian text at once instead of a 500 (server/plugins/errors.ts). The driver's error
// may sit under the ORM's as its cause.

/** PostgreSQL's own: admin_shutdown, crash_shutdown, cannot_connect_now, connection exceptions, too many connections. */
const CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** The socket's, when the server is not there at all. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres' own words for a lost or never-made connection. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || NETWORK.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((text) => message.startsWith(text))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
