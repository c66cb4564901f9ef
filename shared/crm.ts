// CRM connectors (issue 26): which CRM a builder company sends its requests and bookings to, and the Kvartal stages
// its mapping screen pairs with the CRM's pipeline stages. Zod-free; the Russian titles live in shared/texts/crm.ts.
import type { TDealStage } from './deals.ts';
import { stringEnum, type ValueOf } from './string-enum.ts';

export const CrmKind = stringEnum('none', 'amocrm', 'bitrix24');
export type TCrmKind = ValueOf<typeof CrmKind>;
export const CRM_KINDS = Object.values(CrmKind);

/** Kvartal's side of the mapping, in the order a client goes through them. */
export const CRM_STAGE_KEYS = [
  'request',
  'booking',
  'confirmed',
  'agreement',
  'contract',
  'registration',
  'payment',
  'closed',
  'lost',
] as const;
export type TCrmStageKey = (typeof CRM_STAGE_KEYS)[number];

/**
 * The deal stage a CRM stage moves a Kvartal deal to (incoming). Request and booking stages move nothing: a deal
 * opens in Kvartal only, from a confirmed booking.
 */
export const CRM_KEY_DEAL_STAGE: Partial<Record<TCrmStageKey, TDealStage>> = {
  agreement: 'agreement',
  contract: 'contract',
  registration: 'registration',
  payment: 'payment',
  closed: 'closed',
  lost: 'cancelled',
};

/** The Kvartal stage of a deal stage (outgoing). */
export function crmKeyOfDealStage(stage: TDealStage): TCrmStageKey {
  if (stage === 'cancelled') return 'lost';
  if (stage === 'booking') return 'confirmed';
  return stage;
}

export const CrmConnectorState = stringEnum('active', 'broken');
export type TCrmConnectorState = ValueOf<typeof CrmConnectorState>;

export const CRM_LIMITS = {
  /** Log rows the settings answer carries. */
  log: 30,
  id: 64,
  secret: 200,
  url: 500,
  stageName: 120,
  /** Incoming webhooks a minute per company. */
  inboundPerMinute: 120,
} as const;

/** amoCRM's account name: the `xxx` of xxx.amocrm.ru (a full address is read down to it). */
export function amoSubdomainOf(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.(amocrm\.(ru|com)|kommo\.com)$/, '');
}
export const AMO_SUBDOMAIN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Bitrix24's incoming webhook: https://<portal>/rest/<user id>/<code>/ */
export const BITRIX_WEBHOOK = /^https?:\/\/[^/\s]+\/rest\/\d+\/[A-Za-z0-9_]+\/?$/;
