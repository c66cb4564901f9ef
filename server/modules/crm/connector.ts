// The company's saved connector and the client that talks to its CRM.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { crmConnectors, type CrmConnectorRow } from '../../db/schema/index.ts';
import { amoClient } from './amocrm.ts';
import { amoCaller, type AmoDeps } from './amo-tokens.ts';
import { bitrixClient } from './bitrix24.ts';
import type { CrmClient } from './client.ts';

export async function loadConnector(db: DbOrTx, companyId: number): Promise<CrmConnectorRow | null> {
  const [row] = await db.select().from(crmConnectors).where(eq(crmConnectors.companyId, companyId));
  return row ?? null;
}

/** The client of a configured connector; null when it is off or lacks its credentials. */
export function crmClientFor(deps: AmoDeps, row: CrmConnectorRow): CrmClient | null {
  if (row.kind === 'amocrm' && row.amoSubdomain) return amoClient(amoCaller(deps, row.companyId));
  if (row.kind === 'bitrix24' && row.bitrixWebhookUrl) return bitrixClient(deps.env, row.bitrixWebhookUrl);
  return null;
}
