// The whole schema as one object, for drizzle's client and drizzle-kit.
export * from './users.ts';
export * from './geo.ts';
export * from './media.ts';
export * from './objects.ts';
export * from './chess.ts';
export * from './offers.ts';
export * from './social.ts';
export * from './system.ts';
export * from './bookings.ts';
export * from './market.ts';
export * from './embed.ts';
export * from './mortgage.ts';
export * from './compare.ts';
export * from './feeds.ts';
export * from './snapshot-feedback.ts';
export * from './alerts.ts';
export * from './idempotency.ts';
