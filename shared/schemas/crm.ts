// A company's CRM connector: its settings as read and saved, the CRM's pipelines for the mapping screen, the sync log,
// and the CRM's incoming notifications (shared/api/crm.ts).
import { z } from 'zod';
import { CRM_KINDS, CRM_LIMITS, CRM_STAGE_KEYS, type TCrmKind, type TCrmStageKey } from '../crm.ts';
import { crmTexts } from '../texts/crm.ts';
import { zId, zInt, zOptional, zText } from './form.ts';

const e = crmTexts.errors;
const zCrmId = zText(CRM_LIMITS.id).regex(/^[\w:.-]*$/, e.stageId);

/** Kvartal stage → the CRM's stage id (null: not sent); the pipeline all of them belong to; stage names to show. */
export const ZCrmMapping = z.object({
  pipelineId: z.preprocess((v) => (v === '' ? null : v), zCrmId.nullable()).default(null),
  stages: z
    .partialRecord(
      z.enum(CRM_STAGE_KEYS as unknown as [TCrmStageKey, ...TCrmStageKey[]]),
      z.preprocess((v) => (v === '' ? null : v), zCrmId.nullable()),
    )
    .default({}),
  names: z.record(zCrmId, zText(CRM_LIMITS.stageName)).default({}),
});
export type TCrmMapping = z.infer<typeof ZCrmMapping>;

/** The mapping as answered: plain, so the serializer can encode it. */
const ZCrmMappingOut = z.object({
  pipelineId: z.string().nullable(),
  stages: z.partialRecord(
    z.enum(CRM_STAGE_KEYS as unknown as [TCrmStageKey, ...TCrmStageKey[]]),
    z.string().nullable(),
  ),
  names: z.record(z.string(), z.string()),
});

export const ZCrmSave = z.object({
  kind: z.enum(CRM_KINDS as [TCrmKind, ...TCrmKind[]], { error: e.kind }),
  /** The version read (0 before the first save): a stale one is a 409. */
  version: zInt,
  amocrm: z
    .object({
      subdomain: zText(CRM_LIMITS.url),
      clientId: zText(CRM_LIMITS.secret),
      /** Empty: keep the saved one. */
      clientSecret: zOptional(zText(CRM_LIMITS.secret)),
      redirectUri: zText(CRM_LIMITS.url),
      /** The authorization code: exchanged for tokens on save, never stored. */
      code: zOptional(zText(2000)),
    })
    .optional(),
  bitrix24: z
    .object({
      /** Empty: keep the saved one. */
      webhookUrl: zOptional(zText(CRM_LIMITS.url)),
      appToken: zOptional(zText(CRM_LIMITS.secret)),
    })
    .optional(),
  mapping: ZCrmMapping.optional(),
});
export type TCrmSave = z.infer<typeof ZCrmSave>;

export const ZCrmLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  direction: z.enum(['out', 'in']),
  subject: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export type TCrmLogEntry = z.infer<typeof ZCrmLogEntry>;

export const ZCrmSettings = z.object({
  kind: z.enum(CRM_KINDS as [TCrmKind, ...TCrmKind[]]),
  state: z.enum(['off', 'active', 'broken']),
  brokenReason: z.string().nullable(),
  version: z.number().int(),
  amocrm: z
    .object({
      subdomain: z.string(),
      clientId: z.string(),
      redirectUri: z.string(),
      /** Secrets are never returned: only whether one is saved. */
      clientSecretSaved: z.boolean(),
      connected: z.boolean(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  bitrix24: z
    .object({
      /** The portal's address only: the webhook's code is a secret. */
      portal: z.string(),
      webhookSaved: z.boolean(),
      appTokenSaved: z.boolean(),
    })
    .nullable(),
  mapping: ZCrmMappingOut,
  /** The address to paste into the CRM's webhook settings (amoCRM's carries the company's secret). */
  incomingUrl: z.string().nullable(),
  /** Kvartal's own subscription to the CRM's stage changes, made on save: on, refused (why), or none. */
  notifications: z.object({
    state: z.enum(['on', 'failed', 'off']),
    error: z.string().nullable(),
  }),
  log: z.array(ZCrmLogEntry),
});
export type TCrmSettings = z.infer<typeof ZCrmSettings>;

export const ZCrmPipelines = z.object({
  ok: z.boolean(),
  /** Why the CRM could not be read, in Russian. */
  message: z.string().nullable(),
  pipelines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stages: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type TCrmPipelines = z.infer<typeof ZCrmPipelines>;

export const ZCrmWebhookParams = z.object({ companyId: zId });
export const ZCrmWebhookQuery = z.object({ token: zOptional(z.string().max(200)) });
/** A form or JSON body flattened to `a[b][0][c]` keys (server/modules/crm-inbound/form.ts). */
export const ZCrmWebhookBody = z.record(z.string(), z.unknown());
export const ZCrmWebhookAnswer = z.object({ ok: z.literal(true) });
