// Saved-filter alerts: the subscription a saved filter carries and the request that changes it.
import { z } from 'zod';
import { FILTER_NOTIFY } from '../filter-alerts.ts';
import { zId } from './form.ts';

export const ZFilterNotify = z.enum(FILTER_NOTIFY, { message: 'Выберите, как уведомлять' });

/** PUT /api/user/filter/{id}/notify. */
export const ZFilterNotifyParams = z.object({ id: zId });
export const ZFilterNotifyUpdate = z.object({ notify: ZFilterNotify });

/** /api/filters/unsubscribe?token=…: the signed key of a digest letter's unsubscribe link. */
export const ZDigestUnsubscribeQuery = z.object({ token: z.string().max(200).default('') });
