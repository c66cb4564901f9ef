// Outgoing webhooks and API keys: the event types a company subscribes to (by group) and the keys' scopes.
// Zod-free, for the company screen and the server alike.
export const WEBHOOK_EVENT_GROUPS = {
  requests: ['request.created'],
  bookings: [
    'booking.created',
    'booking.confirmed',
    'booking.declined',
    'booking.cancelled',
    'booking.expired',
    'booking.released',
    'booking.sold',
  ],
  fixations: [
    'fixation.requested',
    'fixation.accepted',
    'fixation.rejected',
    'fixation.extend_requested',
    'fixation.extended',
    'fixation.extend_refused',
    'fixation.expiring',
    'fixation.expired',
  ],
  deals: ['deal.stage_changed'],
  commissions: [
    'commission.accrued',
    'commission.reconcile',
    'commission.approved',
    'commission.paid',
    'commission.disputed',
    'commission.cancelled',
  ],
  units: ['unit.price_changed', 'unit.status_changed'],
  collections: ['collection.opened', 'collection.reaction'],
} as const;

export type TWebhookEventGroup = keyof typeof WEBHOOK_EVENT_GROUPS;
export type TWebhookEvent = (typeof WEBHOOK_EVENT_GROUPS)[TWebhookEventGroup][number];
export const WEBHOOK_EVENTS = Object.values(WEBHOOK_EVENT_GROUPS).flat() as TWebhookEvent[];

/** `booking.*` and the like: every event of a group, as the API accepts them. */
export const WEBHOOK_WILDCARDS = ['booking.*', 'fixation.*', 'commission.*'] as const;

/** Expands wildcards; unknown names are left for the schema to refuse. */
export function expandWebhookEvents(names: readonly string[]): TWebhookEvent[] {
  const out = new Set<TWebhookEvent>();
  for (const name of names) {
    if (name.endsWith('.*')) {
      const prefix = name.slice(0, -1);
      for (const e of WEBHOOK_EVENTS) if (e.startsWith(prefix)) out.add(e);
    } else if ((WEBHOOK_EVENTS as string[]).includes(name)) out.add(name as TWebhookEvent);
  }
  return WEBHOOK_EVENTS.filter((e) => out.has(e));
}

export const API_KEY_SCOPES = ['inventory:read', 'inventory:write', 'bookings:read', 'deals:read'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The key's visible mark: every key starts with it. */
export const API_KEY_PREFIX = 'kv_';

export const WEBHOOK_LIMITS = { endpoints: 10, keys: 20, url: 2000, name: 80 } as const;
