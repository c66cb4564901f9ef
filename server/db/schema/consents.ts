// Consents to personal-data processing (152-FZ): which edition of shared/texts/privacy.ts a person accepted, when
// and where. A login's row has the user; a widget's lead or a reaction to a collection may come from someone without
// an account, whose row keeps the phone or the visitor id instead.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';
import { users } from './users.ts';

/** 'withdrawal': the account was deleted (the consent's 6.2); its acceptedAt is when the consent was withdrawn. */
export type TConsentKind = 'login' | 'widget-lead' | 'reaction' | 'withdrawal';

export const consents = pgTable(
  'consents',
  {
    id: id(),
    /** Null for someone without an account; the row stays (anonymised with the user) when the account is deleted. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<TConsentKind>().notNull(),
    /** PRIVACY_VERSION the person was shown. */
    version: text().notNull(),
    /** The server's clock when the consent was given. */
    acceptedAt: at().notNull(),
    /** For anonymous consents: the phone (E.164) or the visitor id. */
    phone: text(),
    visitorId: text(),
  },
  (t) => [index().on(t.userId)],
);
