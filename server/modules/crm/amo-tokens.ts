// amoCRM's access token kept fresh. Its expiry is tracked; an expired token, or a 401, is refreshed with the refresh
// token and the call tried once more. amoCRM's refresh token works once, so two nodes must never both refresh: the
// refresh is taken by a lease on the connector's row (a compare-and-set, no transaction held over the HTTP call),
// and whoever finds it taken waits for the new token instead. A refused refresh marks the connector broken.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { crmTexts } from '#shared/texts/crm.ts';
import type { Db } from '../../db/client.ts';
import { crmConnectors, type CrmConnectorRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { amoBase, AmoGrantRefused, refreshAmoTokens, type AmoCall, type AmoApp } from './amocrm.ts';
import { markBroken } from './broken.ts';
import type { CrmEnv } from './client.ts';
import { crmRequest, CrmError } from './http.ts';

/** A token this close to its expiry is refreshed before use. */
const EARLY_MS = 60_000;
const LEASE_MS = 30_000;
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 20_000;

export interface AmoDeps {
  db: Db;
  env: CrmEnv;
  realtime: Realtime;
  now: () => Date;
}

export function amoApp(env: CrmEnv, row: CrmConnectorRow): AmoApp {
  return {
    base: amoBase(env, row.amoSubdomain ?? ''),
    clientId: row.amoClientId ?? '',
    clientSecret: row.amoClientSecret ?? '',
    redirectUri: row.amoRedirectUri ?? '',
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
  };
}

async function current(db: Db, companyId: number): Promise<CrmConnectorRow> {
  const [row] = await db.select().from(crmConnectors).where(eq(crmConnectors.companyId, companyId));
  if (!row || row.kind !== 'amocrm') throw new CrmError(crmTexts.errors.notConfigured);
  if (row.state === 'broken') throw new CrmError(row.brokenReason ?? crmTexts.errors.revoked, true);
  return row;
}

/**
 * A new access token in place of `stale`: refreshed here if this caller wins the lease, or the one another node
 * (or call) just stored.
 */
export async function refreshAmoToken(
  deps: AmoDeps,
  companyId: number,
  stale: string | null,
): Promise<string> {
  const started = Date.now();
  for (;;) {
    const now = deps.now();
    const lease = new Date(now.getTime() + LEASE_MS);
    const [won] = await deps.db
      .update(crmConnectors)
      .set({ amoRefreshLease: lease })
      .where(
        and(
          eq(crmConnectors.companyId, companyId),
          eq(crmConnectors.kind, 'amocrm'),
          eq(crmConnectors.state, 'active'),
          stale == null ? isNull(crmConnectors.amoAccessToken) : eq(crmConnectors.amoAccessToken, stale),
          or(isNull(crmConnectors.amoRefreshLease), lt(crmConnectors.amoRefreshLease, now)),
        ),
      )
      .returning();
    if (won) return refreshWithLease(deps, won, lease);
    const row = await current(deps.db, companyId);
    if (row.amoAccessToken && row.amoAccessToken !== stale) return row.amoAccessToken;
    if (Date.now() - started > WAIT_MAX_MS) throw new CrmError(crmTexts.errors.badAnswer);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function refreshWithLease(deps: AmoDeps, row: CrmConnectorRow, lease: Date): Promise<string> {
  const mine = and(eq(crmConnectors.companyId, row.companyId), eq(crmConnectors.amoRefreshLease, lease));
  try {
    if (!row.amoRefreshToken) throw new AmoGrantRefused('no refresh token');
    const tokens = await refreshAmoTokens(amoApp(deps.env, row), row.amoRefreshToken);
    const now = deps.now();
    // Both tokens in one statement: the old refresh token is dead now, the new pair must not be lost half-way.
    await deps.db
      .update(crmConnectors)
      .set({
        amoAccessToken: tokens.accessToken,
        amoRefreshToken: tokens.refreshToken,
        amoExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
        amoRefreshLease: null,
      })
      .where(mine);
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof AmoGrantRefused) {
      await markBroken(deps, row.companyId, crmTexts.errors.revoked);
      throw new CrmError(crmTexts.errors.revoked, true);
    }
    await deps.db.update(crmConnectors).set({ amoRefreshLease: null }).where(mine);
    throw error;
  }
}

/** The API call function of a company's amoCRM: Bearer token, refreshed when expired or refused, retried once. */
export function amoCaller(deps: AmoDeps, companyId: number): AmoCall {
  return async (method, path, body) => {
    const row = await current(deps.db, companyId);
    const base = amoBase(deps.env, row.amoSubdomain ?? '');
    let token = row.amoAccessToken;
    const expired = !row.amoExpiresAt || row.amoExpiresAt.getTime() - EARLY_MS <= deps.now().getTime();
    if (!token || expired) token = await refreshAmoToken(deps, companyId, token);
    const send = (bearer: string) =>
      crmRequest({
        method,
        url: `${base}${path}`,
        headers: { authorization: `Bearer ${bearer}` },
        body,
        allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE,
      });
    const first = await send(token);
    if (first.status !== 401) return first;
    return send(await refreshAmoToken(deps, companyId, token));
  };
}
