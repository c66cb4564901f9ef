// Notifications (PRODUCT §3): type is the class name's last segment, data.payload carries the details.
import { z } from 'zod';
import { ZPageMeta } from './common.ts';
import { zId, zList } from './form.ts';
import type { TBooking } from './bookings.ts';
import type { TSnapshotOpenedPayload, TSnapshotReactionPayload } from './collections-live.ts';
import type { TFilterMatchPayload } from '../filter-alerts.ts';
import type { TFixation } from './fixations.ts';
import type { TProgressNotice } from './progress.ts';
import type { TAgreementNotice, TCommissionNotice, TDealNotice, TQueueNotice } from '../deals.ts';

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.object({ payload: z.unknown() }),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** ImportFailed's payload. */
export interface TImportFailedNotice {
  objectId: number;
  objectTitle: string;
  feedUrl: string;
  reason: string;
}

/** Payloads by type. */
export interface TNotificationPayloads {
  OfferOutdated: { offerId: number; title: string };
  OfferArchived: { offerId: number; title: string };
  /** true: the cabinet ability was granted; false: the request was rejected. */
  BuilderCabinetModeration: boolean;
  InviteAccepted: { inviteId: number; phone: string };
  PaymentConfirmed: { paymentId: number; purpose: string };
  /** A moderator disabled the offer: only its owner still sees it. */
  OfferDisabled: { offerId: number; title: string };
  /** The deals loop: the booking as it is after the change (shared/schemas/bookings.ts). */
  BookingRequested: TBooking;
  BookingConfirmed: TBooking;
  BookingDeclined: TBooking;
  BookingExpiring: TBooking;
  BookingExpired: TBooking;
  BookingCancelled: TBooking;
  BookingClosed: TBooking;
  /** The builder's side: a booking or request was assigned (or passed on) to this member. */
  BookingAssigned: TBooking;
  /** The builder company's owner: a request waited unassigned past the company's limit. */
  BookingEscalated: TBooking;
  /** A client opened a sent link for the first time since it was sent or refreshed. */
  SnapshotOpened: TSnapshotOpenedPayload;
  /** A client marked or commented an item of a sent link. */
  SnapshotReaction: TSnapshotReactionPayload;
  /** A saved filter's new matches (shared/filter-alerts.ts). */
  FilterMatch: TFilterMatchPayload;
  /** The user joined a company by its invite (at login). */
  CompanyJoined: { companyId: number; companyName: string; kind: 'agency' | 'builder'; role: string };
  /** The inviter: the invited phone logged in and joined. */
  CompanyInviteAccepted: { companyId: number; companyName: string; phone: string; name: string | null };
  /** Client fixation: the fixation as it is after the change (shared/schemas/fixations.ts). */
  FixationRequested: TFixation;
  FixationExtendRequested: TFixation;
  FixationAccepted: TFixation;
  FixationRejected: TFixation;
  FixationExtendRefused: TFixation;
  FixationExtended: TFixation;
  FixationExpiring: TFixation;
  FixationExpired: TFixation;
  /** Deals and money (shared/deals.ts): the other side's move on a deal, the stall reminder to the builder's manager. */
  DealOpened: TDealNotice;
  DealStage: TDealNotice;
  DealDocument: TDealNotice;
  DealStalled: TDealNotice;
  DealCancelled: TDealNotice;
  CommissionAccrued: TCommissionNotice;
  CommissionReconcile: TCommissionNotice;
  CommissionApproved: TCommissionNotice;
  CommissionPaid: TCommissionNotice;
  CommissionDisputed: TCommissionNotice;
  /** The booking queue: the unit is free and it is this agent's turn until `until`; or the turn passed on. */
  QueueTurn: TQueueNotice;
  QueuePassed: TQueueNotice;
  /** The buyer signed the booking agreement by SMS code. */
  AgreementSigned: TAgreementNotice;
  /** A company's webhook endpoint was turned off after 3 days of failed deliveries: its owners hear of it. */
  WebhookDisabled: { companyId: number; webhookId: number; url: string };
  /** A company's CRM connector stopped working (amoCRM's grant revoked): its owners hear of it. */
  CrmBroken: { companyId: number; kind: string; reason: string };
  /** A scheduled feed import failed (issue 26): the complex, the feed and the reason in Russian. */
  ImportFailed: TImportFailedNotice;
  /** A followed complex's building has a new construction report (issue 28). */
  ProgressReport: TProgressNotice;
}

/** GET /api/user/notifications?page: newest first, with the unread count. */
export const ZNotificationsPage = z.object({
  data: z.array(ZNotification),
  meta: ZPageMeta.extend({ unread_count: z.number().int() }),
});

/** POST /api/user/notifications/read: these ids, or every notification when ids are absent. */
export const ZNotificationsRead = z.object({ ids: zList(zId).optional() });
/** DELETE /api/user/notifications/{id}. */
export const ZNotificationParams = z.object({ id: zId });
export const ZUnreadCount = z.object({ meta: z.object({ unread_count: z.number().int() }) });
