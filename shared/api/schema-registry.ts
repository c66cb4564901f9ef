// Every Zod schema an endpoint may name, by its exported name: the server looks schemas up here at registration,
// and the client takes only their types (import type), so no Zod reaches the app's first screen.
export * from '../schemas/app-version.ts';
export * from '../schemas/backoffice.ts';
export * from '../schemas/cabinet.ts';
export * from '../schemas/chess-editor.ts';
export * from '../schemas/chess.ts';
export * from '../schemas/collections.ts';
export * from '../schemas/common.ts';
export * from '../schemas/config.ts';
export * from '../schemas/enum.ts';
export * from '../schemas/filter.ts';
export * from '../schemas/filter-alerts.ts';
export * from '../schemas/form.ts';
export * from '../schemas/moderation.ts';
export * from '../schemas/notification.ts';
export * from '../schemas/object.ts';
export * from '../schemas/offer.ts';
export * from '../schemas/payments.ts';
export * from '../schemas/realty.ts';
export * from '../schemas/search.ts';
export * from '../schemas/user-offers.ts';
export * from '../schemas/user.ts';
export * from '../schemas/api-docs.ts';
export * from '../schemas/bookings.ts';
