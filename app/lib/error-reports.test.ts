import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorEvent } from '@sentry/browser';

const init = vi.fn();
const call = vi.fn();
vi.mock('@sentry/browser', () => ({ init }));
vi.mock('./call.ts', () => ({ call }));

describe('[observability] the browser error reports', () => {
  beforeEach(() => {
    vi.resetModules();
    init.mockReset();
    call.mockReset();
  });
  afterEach(() => vi.clearAllMocks());

  const start = async () => (await import('./error-reports.ts')).startErrorReports();

  it('starts Sentry with the DSN, release and environment from /api/config, scrubbing every event', async () => {
    call.mockResolvedValue({
      errorReports: { dsn: 'https://key@errors.example/3', release: 'kvartal@1.2.3', environment: 'staging' },
    });
    await start();
    expect(init).toHaveBeenCalledTimes(1);
    const options = init.mock.calls[0]![0] as {
      dsn: string;
      release: string;
      environment: string;
      beforeSend: (event: ErrorEvent) => ErrorEvent;
    };
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example/3',
      release: 'kvartal@1.2.3',
      environment: 'staging',
    });
    const sent = options.beforeSend({
      type: undefined,
      message: 'Не дозвонились до +7 918 123-45-67',
      request: { url: 'https://kvartal.example/feed?token=abc', headers: { Authorization: 'Bearer xyz' } },
      extra: { phone: '89181234567' },
    });
    const text = JSON.stringify(sent);
    expect(text).not.toMatch(/9181234567|918 123|token=abc|Bearer xyz/);
    expect(sent.message).toBe('Не дозвонились до [Filtered]');
  });

  it('loads nothing when the server names no DSN, or when /api/config fails', async () => {
    call.mockResolvedValue({ errorReports: null });
    await start();
    vi.resetModules();
    call.mockRejectedValue(new Error('offline'));
    await start();
    expect(init).not.toHaveBeenCalled();
  });
});
