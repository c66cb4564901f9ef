// The durable outbox (decision 043): enqueueOutbox in the change's transaction, registerOutboxChannel at start-up,
// drainOutbox from the scheduled job (server/jobs/schedule.ts startOutbox).
export { enqueueOutbox, onOutboxNudge, OUTBOX_RETRY_MS, type OutboxItem } from './enqueue.ts';
export {
  registerOutboxChannel,
  type DeliverFn,
  type DeadFn,
  type DeliveryResult,
  type DeliveryContext,
} from './channels.ts';
export { drainOutbox, OUTBOX_LEASE_MS, type DrainDeps } from './drain.ts';
export { pruneOutbox, OUTBOX_KEEP_MS } from './prune.ts';
