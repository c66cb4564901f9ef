// The outbox's `push` channel: one item is one encrypted message (aes128gcm, RFC 8291) to one device, signed with the
// VAPID key (RFC 8292). The web-push library builds the request; fetch sends it, so the timeout and the answer stay
// ours. A subscription the push service no longer knows (404, 410) is removed and the item given up.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions, type OutboxRow } from '../../db/schema/index.ts';
import type { DeliveryContext, DeliveryResult } from '../outbox/index.ts';
import { channelTexts } from '#shared/texts/notification-channels.ts';
import type { ChannelConfig } from './channel-config.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import type { ChannelMessage } from './fan-out.ts';

/** What the service worker reads (scripts/lib/service-worker-plugin.ts): the title, the line, the path to open. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const PUSH_TTL_S = 24 * 60 * 60;

export function pushChannel(config: ChannelConfig) {
  return async function deliver(item: OutboxRow, context: DeliveryContext): Promise<DeliveryResult> {
    if (!config.vapid) return { kind: 'give-up', error: 'no VAPID keys' };
    const [sub] = await context.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, Number(item.target)));
    if (!sub) return { kind: 'give-up', error: 'the subscription is gone' };
    try {
      // A push service is on the public internet: an endpoint into our own network is refused (SSRF).
      await assertPublicUrl(sub.endpoint, config.allowPrivate);
    } catch {
      await context.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return { kind: 'give-up', error: 'the endpoint is a private address' };
    }
    const message = item.payload as ChannelMessage;
    const payload: PushPayload = {
      title: channelTexts.pushTitle,
      body: message.text,
      url: message.path,
      tag: `outbox-${item.id}`,
    };
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: config.vapid,
        TTL: PUSH_TTL_S,
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (error) {
      return { kind: 'retry', error: (error as Error).message };
    }
    if (status >= 200 && status < 300) return { kind: 'done' };
    if (status === 404 || status === 410) {
      await context.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return { kind: 'give-up', error: `HTTP ${status}: the subscription expired` };
    }
    if (status === 429 || status >= 500) return { kind: 'retry', error: `HTTP ${status}` };
    return { kind: 'give-up', error: `HTTP ${status}` };
  };
}
