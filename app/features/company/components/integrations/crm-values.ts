// The CRM form's values, from the saved settings and back to the save's body (secrets sent only when typed).
import { CRM_STAGE_KEYS, type TCrmKind, type TCrmStageKey } from '#shared/crm.ts';
import type { TCrmPipelines, TCrmSave, TCrmSettings } from '#shared/schemas/crm.ts';

export interface CrmValues {
  kind: TCrmKind;
  amoSubdomain: string;
  amoClientId: string;
  amoClientSecret: string;
  amoRedirectUri: string;
  amoCode: string;
  bitrixWebhookUrl: string;
  bitrixAppToken: string;
  pipelineId: string | null;
  stages: Record<TCrmStageKey, string | null>;
}

export function valuesOf(s: TCrmSettings): CrmValues {
  return {
    kind: s.kind,
    amoSubdomain: s.amocrm ? `${s.amocrm.subdomain}.amocrm.ru` : '',
    amoClientId: s.amocrm?.clientId ?? '',
    amoClientSecret: '',
    amoRedirectUri: s.amocrm?.redirectUri ?? '',
    amoCode: '',
    bitrixWebhookUrl: '',
    bitrixAppToken: '',
    pipelineId: s.mapping.pipelineId,
    stages: Object.fromEntries(
      CRM_STAGE_KEYS.map((k) => [k, s.mapping.stages[k] ?? null]),
    ) as CrmValues['stages'],
  };
}

export function bodyOf(
  v: CrmValues,
  version: number,
  pipelines: TCrmPipelines['pipelines'],
  saved: Record<string, string>,
): TCrmSave {
  const stages = (pipelines.find((p) => p.id === v.pipelineId)?.stages ?? []).map(
    (s) => [s.id, s.name] as const,
  );
  const names: Record<string, string> = {};
  for (const id of Object.values(v.stages))
    if (id) names[id] = stages.find(([sid]) => sid === id)?.[1] ?? saved[id] ?? id;
  return {
    kind: v.kind,
    version,
    ...(v.kind === 'amocrm'
      ? {
          amocrm: {
            subdomain: v.amoSubdomain,
            clientId: v.amoClientId,
            clientSecret: v.amoClientSecret || undefined,
            redirectUri: v.amoRedirectUri,
            code: v.amoCode || undefined,
          },
        }
      : {}),
    ...(v.kind === 'bitrix24'
      ? { bitrix24: { webhookUrl: v.bitrixWebhookUrl || undefined, appToken: v.bitrixAppToken || undefined } }
      : {}),
    mapping: { pipelineId: v.pipelineId, stages: v.stages, names },
  };
}
