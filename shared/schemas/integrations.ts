// Outgoing webhooks, their delivery log and API keys (shared/api/integrations.ts).
import { z } from 'zod';
import {
  API_KEY_SCOPES,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_WILDCARDS,
  expandWebhookEvents,
  type TApiKeyScope,
} from '../integrations.ts';
import { integrationTexts } from '../texts/integrations.ts';
import { ZPageMeta } from './common.ts';
import { zBool, zId, zList, zPlainText, zText } from './form.ts';

const e = integrationTexts.errors;

const zUrl = zText(WEBHOOK_LIMITS.url).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}, e.urlInvalid);

const KNOWN = [...WEBHOOK_EVENTS, ...WEBHOOK_WILDCARDS] as string[];
const zEvents = zList(z.string().refine((name) => KNOWN.includes(name), e.eventUnknown))
  .refine((names) => names.length > 0, e.eventsEmpty)
  .transform((names) => expandWebhookEvents(names));

export const ZWebhookCreate = z.object({ url: zUrl, events: zEvents });
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

export const ZWebhookUpdate = z.object({
  url: zUrl.optional(),
  events: zEvents.optional(),
  /** true turns a disabled endpoint back on (its run of failures starts afresh). */
  enabled: zBool.optional(),
  /** The version the edit is based on: another's change in between is a 409 (decision 018). */
  version: z.number().int().positive().optional(),
});
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdate>;

export const ZWebhookParams = z.object({ id: zId, webhookId: zId });
export const ZWebhookDeliveryParams = z.object({ id: zId, webhookId: zId, deliveryId: zId });

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** The last delivery's state, for the list. */
  lastDelivery: z
    .object({ state: z.string(), statusCode: z.number().int().nullable(), at: z.string().nullable() })
    .nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhooks = z.object({ data: z.array(ZWebhook) });
/** The answer that made it: the only one that carries the secret. */
export const ZWebhookCreated = z.object({ webhook: ZWebhook, secret: z.string() });
export const ZWebhookDeleted = z.object({ ok: z.literal(true) });

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  state: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first 1 KB of the last answer, or the error. */
  response: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  body: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveriesPage = z.object({ data: z.array(ZWebhookDelivery), meta: ZPageMeta });
export const ZWebhookDeliveryAnswer = z.object({ delivery: ZWebhookDelivery });

const zScopes = zList(
  z.enum(API_KEY_SCOPES as unknown as [TApiKeyScope, ...TApiKeyScope[]], { error: e.scopeUnknown }),
)
  .refine((list) => list.length > 0, e.scopesEmpty)
  .transform((list) => API_KEY_SCOPES.filter((s) => list.includes(s)));

export const ZApiKeyCreate = z.object({
  name: zPlainText(WEBHOOK_LIMITS.name, { multiline: false, required: e.nameRequired }),
  scopes: zScopes,
});
export type TApiKeyCreate = z.infer<typeof ZApiKeyCreate>;
export const ZApiKeyParams = z.object({ id: zId, keyId: zId });

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `kv_AbC1…`: enough to tell keys apart, never the key. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeys = z.object({ data: z.array(ZApiKey) });
/** The answer that made it: the only one that carries the key. */
export const ZApiKeyCreated = z.object({ apiKey: ZApiKey, key: z.string() });
export const ZApiKeyRevoked = z.object({ apiKey: ZApiKey });
