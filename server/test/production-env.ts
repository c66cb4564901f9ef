// The least a production start needs (env.ts refuses it without these), for tests of production-only rules.
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://kvartal.example',
  APP_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMSRU_API_ID: 'api-id',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // The tests' production runs on the embedded database with the default tiles: both allowed by name.
  ALLOW_EMBEDDED_DB: '1',
  ALLOW_OSM_TILES: '1',
} as const;
