// GET/PUT /api/companies/{id}/crm and GET …/crm/pipelines: a builder company's owner or a member with `settings`
// reads and saves its connector. Secrets are written, never read back; amoCRM's authorization code is exchanged for
// tokens before the save (a refused code is a 422 and nothing changes); the version read guards against a stale edit.
// After the save Kvartal subscribes itself to the CRM's stage changes (subscribe.ts), or removes its subscription.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AMO_SUBDOMAIN, BITRIX_WEBHOOK, amoSubdomainOf } from '#shared/crm.ts';
import { CompanyKind } from '#shared/companies.ts';
import type { TCrmMapping, TCrmPipelines, TCrmSave, TCrmSettings } from '#shared/schemas/crm.ts';
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { crmConnectors, type CrmConnectorRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, ValidationFailed } from '../../errors.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import { openCompany } from '../companies/company-access.ts';
import { amoBase, exchangeAmoCode, type AmoTokens } from './amocrm.ts';
import type { AmoDeps } from './amo-tokens.ts';
import { crmClientFor, loadConnector } from './connector.ts';
import { CrmError } from './http.ts';
import { readCrmLog } from './log.ts';
import { syncCrmHook } from './subscribe.ts';

const e = crmTexts.errors;
const EMPTY_MAPPING: TCrmMapping = { pipelineId: null, stages: {}, names: {} };

export interface CrmSettingsDeps extends AmoDeps {
  /** Where the CRM reaches this server (PUBLIC_URL or the request's address). */
  baseUrl: string;
}

function incomingUrl(base: string, companyId: number, row: CrmConnectorRow | null): string | null {
  if (!row || row.kind === 'none') return null;
  if (row.kind === 'amocrm') return `${base}/api/crm/amocrm/${companyId}/webhook?token=${row.inboundSecret}`;
  return `${base}/api/crm/bitrix24/${companyId}/webhook`;
}

async function present(db: DbOrTx, base: string, companyId: number, row: CrmConnectorRow | null) {
  const kind = row?.kind ?? 'none';
  const settings: TCrmSettings = {
    kind,
    state: kind === 'none' ? 'off' : row!.state,
    brokenReason: kind === 'none' ? null : (row?.brokenReason ?? null),
    version: row?.version ?? 0,
    amocrm: row?.amoSubdomain
      ? {
          subdomain: row.amoSubdomain,
          clientId: row.amoClientId ?? '',
          redirectUri: row.amoRedirectUri ?? '',
          clientSecretSaved: Boolean(row.amoClientSecret),
          connected: Boolean(row.amoRefreshToken),
          expiresAt: row.amoExpiresAt?.toISOString() ?? null,
        }
      : null,
    bitrix24: row?.bitrixWebhookUrl
      ? {
          portal: new URL(row.bitrixWebhookUrl).host,
          webhookSaved: true,
          appTokenSaved: Boolean(row.bitrixAppToken),
        }
      : null,
    mapping: row?.mapping ?? EMPTY_MAPPING,
    incomingUrl: incomingUrl(base, companyId, row),
    notifications: {
      state: kind === 'none' || !row?.hookState ? 'off' : row.hookState,
      error: kind === 'none' ? null : (row?.hookError ?? null),
    },
    log: await readCrmLog(db, companyId),
  };
  return settings;
}

async function openBuilder(db: Db, user: UserRow, companyId: number) {
  const access = await openCompany(db, user, companyId, 'settings');
  return access.company.kind === CompanyKind.builder;
}

export async function readCrmSettings(deps: CrmSettingsDeps, user: UserRow, companyId: number) {
  await openBuilder(deps.db, user, companyId);
  return present(deps.db, deps.baseUrl, companyId, await loadConnector(deps.db, companyId));
}

type Columns = Partial<typeof crmConnectors.$inferInsert>;

/** Checks the input against what is saved; returns the columns to write, or throws the Russian 422. */
async function columnsOf(
  deps: CrmSettingsDeps,
  input: TCrmSave,
  row: CrmConnectorRow | null,
): Promise<Columns> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  const set: Columns = { kind: input.kind };
  if (input.mapping) set.mapping = input.mapping;

  if (input.kind === 'amocrm') {
    const a = input.amocrm;
    const subdomain = amoSubdomainOf(a?.subdomain ?? '');
    if (!AMO_SUBDOMAIN.test(subdomain)) add('amocrm.subdomain', e.subdomain);
    if (!a?.clientId) add('amocrm.clientId', e.clientId);
    const secret = a?.clientSecret || row?.amoClientSecret;
    if (!secret) add('amocrm.clientSecret', e.clientSecret);
    let redirect = '';
    try {
      redirect = new URL(a?.redirectUri ?? '').toString();
    } catch {
      add('amocrm.redirectUri', e.redirectUri);
    }
    // A new grant is needed unless the same integration of the same account is already connected.
    const sameApp = row?.amoRefreshToken && row.amoSubdomain === subdomain && row.amoClientId === a?.clientId;
    if (!a?.code && !sameApp) add('amocrm.code', e.code);
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    Object.assign(set, {
      amoSubdomain: subdomain,
      amoClientId: a!.clientId,
      amoClientSecret: secret,
      amoRedirectUri: redirect,
    });
    if (a?.code) {
      let tokens: AmoTokens;
      try {
        tokens = await exchangeAmoCode(
          {
            base: amoBase(deps.env, subdomain),
            clientId: a.clientId,
            clientSecret: secret!,
            redirectUri: redirect,
            allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE,
          },
          a.code,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ValidationFailed({ 'amocrm.code': [fill(e.codeRefused, reason)] });
      }
      Object.assign(set, {
        amoAccessToken: tokens.accessToken,
        amoRefreshToken: tokens.refreshToken,
        amoExpiresAt: new Date(deps.now().getTime() + tokens.expiresIn * 1000),
        amoRefreshLease: null,
        state: 'active',
        brokenReason: null,
      });
    }
  } else if (input.kind === 'bitrix24') {
    const b = input.bitrix24;
    const url = b?.webhookUrl || row?.bitrixWebhookUrl;
    if (!url || !BITRIX_WEBHOOK.test(url))
      throw new ValidationFailed({ 'bitrix24.webhookUrl': [e.webhookUrl] });
    await assertPublicUrl(url, deps.env.WEBHOOKS_ALLOW_PRIVATE, 'bitrix24.webhookUrl');
    set.bitrixWebhookUrl = url;
    if (b?.appToken) set.bitrixAppToken = b.appToken;
    // Bitrix24's webhook has no grant to revoke: saving it again is what repairs it.
    Object.assign(set, { state: 'active', brokenReason: null });
  }
  return set;
}

export async function saveCrmSettings(
  deps: CrmSettingsDeps,
  user: UserRow,
  companyId: number,
  input: TCrmSave,
): Promise<TCrmSettings> {
  if (!(await openBuilder(deps.db, user, companyId))) throw conflict(e.notBuilder);
  const before = await loadConnector(deps.db, companyId);
  const stale = async (db: DbOrTx = deps.db) => {
    const current = await present(db, deps.baseUrl, companyId, await loadConnector(db, companyId));
    return new AppError('NotAcceptable', crmTexts.stale, { crm: current }, 409);
  };
  if (input.version !== (before?.version ?? 0)) throw await stale();
  // The code is spent by the exchange: checked before it, so a stale edit does not waste it.
  const set = await columnsOf(deps, input, before);
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    let row: CrmConnectorRow | undefined;
    if (!before) {
      [row] = await tx
        .insert(crmConnectors)
        .values({
          companyId,
          inboundSecret: randomBytes(24).toString('base64url'),
          ...set,
          version: 1,
          updatedById: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
    } else {
      [row] = await tx
        .update(crmConnectors)
        .set({ ...set, version: input.version + 1, updatedById: user.id, updatedAt: now })
        .where(and(eq(crmConnectors.companyId, companyId), eq(crmConnectors.version, input.version)))
        .returning();
    }
    if (!row) throw await stale(tx);
    return row;
  });
  // After the commit: the CRM is asked to notify Kvartal (or to stop), and the card shows how that went.
  const row = await syncCrmHook(deps, before, saved);
  return present(deps.db, deps.baseUrl, companyId, row);
}

/** «Проверить»: the CRM's pipelines read now, or why they could not be. */
export async function readCrmPipelines(
  deps: CrmSettingsDeps,
  user: UserRow,
  companyId: number,
): Promise<TCrmPipelines> {
  await openBuilder(deps.db, user, companyId);
  const row = await loadConnector(deps.db, companyId);
  const client = row ? crmClientFor(deps, row) : null;
  if (!row || !client) return { ok: false, message: e.notConfigured, pipelines: [] };
  try {
    return { ok: true, message: null, pipelines: await client.pipelines() };
  } catch (error) {
    const message = error instanceof CrmError ? error.message : fill(e.unreachable, String(error));
    return { ok: false, message, pipelines: [] };
  }
}
