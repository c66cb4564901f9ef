import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodLocale } from '#shared/zod-locale.ts';
import { loadEnvOrExit } from './load-env.ts';
import { isPublicOsmTiles } from './env.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';

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

  describe('production refuses what works but does not fit a public site, naming the variable that allows it', () => {
    // PRODUCTION_ENV allows both by name; these start from it without the allowances.
    const { ALLOW_EMBEDDED_DB: _db, ALLOW_OSM_TILES: _tiles, ...strict } = PRODUCTION_ENV;
    const tiles = {
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '&copy; Tiles',
    };
    const database = { DATABASE_URL: 'postgres://kvartal@127.0.0.1:5432/kvartal' };

    it('refuses the embedded database without DATABASE_URL unless ALLOW_EMBEDDED_DB=1', () => {
      const message = messageOf({ ...strict, ...tiles })!;
      expect(message).toContain(
        '  DATABASE_URL: required in production: the embedded database serves one host only; set ALLOW_EMBEDDED_DB=1',
      );
      expect(message.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(1);
      expect(messageOf({ ...strict, ...tiles, ALLOW_EMBEDDED_DB: '1' })).toBeNull();
      expect(messageOf({ ...strict, ...tiles, ALLOW_EMBEDDED_DB: '0' })).toContain('DATABASE_URL');
      expect(messageOf({ ...strict, ...tiles, ...database })).toBeNull();
    });

    it('refuses the public OpenStreetMap tiles (the default too) unless ALLOW_OSM_TILES=1', () => {
      for (const url of [
        undefined,
        'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        '//a.tile.osm.org/{z}/{x}/{y}.png',
      ]) {
        const source = { ...strict, ...database, ...(url ? { MAP_TILE_URL: url } : {}) };
        const message = messageOf(source)!;
        expect(message, url).toContain(
          "  MAP_TILE_URL: the public OpenStreetMap tile server is refused in production: set your provider's MAP_TILE_URL",
        );
        expect(message).toContain('ALLOW_OSM_TILES=1');
        expect(messageOf({ ...source, ALLOW_OSM_TILES: '1' }), url).toBeNull();
      }
      expect(messageOf({ ...strict, ...database, ...tiles })).toBeNull();
    });

    it('tells the public servers from providers whose address merely mentions OpenStreetMap', () => {
      expect(isPublicOsmTiles('https://tile.openstreetmap.org:443/{z}/{x}/{y}.png')).toBe(true);
      expect(isPublicOsmTiles('https://tile.openstreetmap.org.example/{z}/{x}/{y}.png')).toBe(false);
      expect(isPublicOsmTiles('https://tiles.example/openstreetmap/{z}/{x}/{y}.png')).toBe(false);
      expect(
        isPublicOsmTiles('https://core-renderer-tiles.maps.yandex.net/tiles?l=map&x={x}&y={y}&z={z}'),
      ).toBe(false);
    });

    it('allows both outside production', () => {
      expect(messageOf({ NODE_ENV: 'development' })).toBeNull();
      expect(messageOf({ NODE_ENV: 'test' })).toBeNull();
    });
  });
});
