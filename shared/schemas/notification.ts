// Notifications (SPEC §3): type is the class name's last segment, data.payload carries the details.
import { z } from 'zod';

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.object({ payload: z.unknown() }),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Payloads by type. */
export interface TNotificationPayloads {
  OfferOutdated: { offerId: number; title: string };
  OfferArchived: { offerId: number; title: string };
  /** true: the cabinet ability was granted; false: the request was rejected. */
  BuilderCabinetModeration: boolean;
  InviteAccepted: { inviteId: number; phone: string };
  PaymentConfirmed: { paymentId: number; purpose: string };
}
