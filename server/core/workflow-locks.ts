// Advisory lock namespaces of the cabinet's workflows (auth's are 1001…), taken with lockKey of core/locks.ts.
export const WORKFLOW_LOCKS = {
  /** Per user: creating collections under the limit. */
  collections: 2001,
  /** Per user: saved filters under the limit. */
  filters: 2002,
  /** Per user: invites under the limit. */
  invites: 2003,
  /** Per user: one draft, photos under the limit. */
  offers: 2004,
  /** Per user: one pending payment per purpose. */
  payments: 2005,
} as const;

/** pg_try_advisory_xact_lock key of the offer lifecycle job: one run at a time across every node. */
export const OFFER_LIFECYCLE_LOCK = 0x6b76_6f6c; // 'kvol'

/** pg_try_advisory_xact_lock key of the bookings' expiry job: one run at a time across every node. */
export const BOOKING_EXPIRY_LOCK = 0x6b76_626b; // 'kvbk'

/** pg_try_advisory_xact_lock key of the saved-filter alerts' job and of the daily digest: one run across nodes. */
export const FILTER_ALERTS_LOCK = 0x6b76_6661; // 'kvfa'

/** pg_try_advisory_xact_lock key of the fixations' expiry job: one run at a time across every node. */
export const FIXATION_EXPIRY_LOCK = 0x6b76_6678; // 'kvfx'
/** pg_try_advisory_xact_lock key of the requests' escalation job: one run at a time across every node. */
export const REQUEST_ESCALATION_LOCK = 0x6b76_7265; // 'kvre'
/** pg_try_advisory_xact_lock key of the deals' stall reminder: one run at a time across every node. */
export const DEAL_STALL_LOCK = 0x6b76_646c; // 'kvdl'
/** pg_try_advisory_xact_lock key of the booking queue's turn lapse job: one run at a time across every node. */
export const QUEUE_LAPSE_LOCK = 0x6b76_7175; // 'kvqu'
/** pg_try_advisory_xact_lock key of the inventory import's feed schedules: one claim at a time across every node. */
export const IMPORT_SCHEDULE_LOCK = 0x6b76_696d; // 'kvim'
/** pg_try_advisory_xact_lock key of the daily market rollup (issue 27): one run at a time across every node. */
export const MARKET_ROLLUP_LOCK = 0x6b76_6d6b; // 'kvmk'
/** pg_try_advisory_xact_lock key of the analytics' daily rollup: one run at a time across every node. */
export const ANALYTICS_ROLLUP_LOCK = 0x6b76_616e; // 'kvan'
