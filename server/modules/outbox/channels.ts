// The outbox's channels: each delivers one item and says how it went. A channel registers once at start-up (the
// webhooks module registers `webhook`; Telegram, web push and CRM connectors plug in the same way).
import type { Db } from '../../db/client.ts';
import type { OutboxRow } from '../../db/schema/index.ts';

export type DeliveryResult =
  | { kind: 'done' }
  /** Try again after the backoff, until the item's 24 hours are over. */
  | { kind: 'retry'; error: string }
  /** Never again (the target is gone or refused for good). */
  | { kind: 'give-up'; error: string };

export interface DeliveryContext {
  db: Db;
  now: Date;
  /** This is the last try: the item dies if it fails. */
  lastTry: boolean;
}

export type DeliverFn = (item: OutboxRow, context: DeliveryContext) => Promise<DeliveryResult>;

/** Called when an item dies (its 24 hours are over or the channel gave up), outside the claim. */
export type DeadFn = (item: OutboxRow, context: DeliveryContext) => Promise<void>;

const channels = new Map<string, { deliver: DeliverFn; dead?: DeadFn }>();

export function registerOutboxChannel(channel: string, deliver: DeliverFn, dead?: DeadFn): void {
  channels.set(channel, { deliver, dead });
}

export const outboxChannel = (channel: string) => channels.get(channel) ?? null;
