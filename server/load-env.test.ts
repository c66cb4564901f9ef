import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodLocale } from '#shared/zod-locale.ts';
import { loadEnvOrExit } from './load-env.ts';

class Exited extends Error {}

/** What loadEnvOrExit printed before it exited, or null when it returned. */
function messageOf(source: Record<string, string>): string | null {
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((text: unknown) => void printed.push(String(text)));
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Exited();
  });
  try {
    loadEnvOrExit(source);
    return null;
  } catch (error) {
    if (!(error instanceof Exited)) throw error;
    expect(exit).toHaveBeenCalledWith(1);
    return printed.join('\n');
  }
}

// The app installs its Russian locale when server/app.ts is imported, before main.ts reads the environment.
beforeAll(() => installZodLocale());
afterEach(() => vi.restoreAllMocks());

describe('[env] loadEnvOrExit', () => {
  it('returns the parsed environment when it is right', () => {
    expect(messageOf({ NODE_ENV: 'test', PORT: '3100' })).toBeNull();
    expect(loadEnvOrExit({ NODE_ENV: 'test', PORT: '3100' }).PORT).toBe(3100);
  });

  it('prints every wrong variable in English with the allowed values, then exits with 1', () => {
    const message = messageOf({
      NODE_ENV: 'prod',
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
      SMS_PROVIDER: 'twilio',
      RATE_LIMIT_MAX: '0',
      PUBLIC_URL: 'kvartal',
      DATABASE_URL: 'mysql://db/kvartal',
    });
    expect(message).toBe(
      [
        'Kvartal cannot start: the environment is wrong.',
        '  NODE_ENV: must be one of: development, production, test',
        '  PORT: must be a number',
        '  PUBLIC_URL: must be a URL, e.g. https://kvartal.example',
        '  DATABASE_URL: must start with postgres:// or postgresql://',
        '  LOG_LEVEL: must be one of: fatal, error, warn, info, debug, trace, silent',
        '  SEED_DEMO: must be one of: 0, 1, true, false, yes, no',
        '  RATE_LIMIT_MAX: must be greater than 0',
        '  SMS_PROVIDER: must be one of: log, smsru',
        'Set these variables in the environment or in .env (see .env.example).',
      ].join('\n'),
    );
  });

  it('says what a number is out of and what a production start lacks, never in Russian', () => {
    const message = messageOf({
      NODE_ENV: 'production',
      PORT: '70000',
      APP_SECRET: 'short',
      AUTH_TEST_PHONES: '+79000000001:12',
    })!;
    expect(message).toContain('  PORT: must be at most 65535');
    expect(message).toContain('  APP_SECRET: must be at least 32 characters');
    expect(message).toContain('  AUTH_TEST_PHONES: must be phone:code pairs with 6-digit codes');
    expect(message).not.toMatch(/[а-яё]/i);
  });

  it('refuses a production start without PUBLIC_URL, saying what it is for', () => {
    const message = messageOf({
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMSRU_API_ID: 'id',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })!;
    expect(message).toContain(
      '  PUBLIC_URL: required in production: the address links in mails and payments point at',
    );
  });

  it('never prints the value of a variable, which may be a secret', () => {
    const message = messageOf({
      NODE_ENV: 'test',
      APP_SECRET: 'hunter2-password',
      DATABASE_URL: 'mysql://u:pw42@db',
    })!;
    expect(message).toContain('APP_SECRET');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('pw42');
  });
});
