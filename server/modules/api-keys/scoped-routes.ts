// The routes an API key may call, each with the scope it needs; every other route refuses a key (403).
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { TApiKeyScope } from '#shared/integrations.ts';
import * as backoffice from '#shared/api/backoffice.ts';
import * as bookings from '#shared/api/bookings.ts';
import * as chess from '#shared/api/chess.ts';
import * as editor from '#shared/api/chess-editor.ts';
import * as deals from '#shared/api/deals.ts';
import * as realty from '#shared/api/realty.ts';

const SCOPED: [TApiKeyScope, EndpointDef[]][] = [
  [
    'inventory:read',
    [
      realty.getObject,
      chess.getChessSection,
      backoffice.listBackofficeObjects,
      backoffice.getBackofficeObject,
      editor.listSections,
      editor.getSection,
    ],
  ],
  ['inventory:write', [editor.updateCell, editor.postCellForm, editor.massAction]],
  ['bookings:read', [bookings.listBackofficeBookings, bookings.getBackofficeBooking]],
  ['deals:read', [deals.listBackofficeDeals, deals.getBackofficeDeal]],
];

const key = (d: Pick<EndpointDef, 'method' | 'path'>) => `${d.method} ${d.path}`;
const scopes = new Map(SCOPED.flatMap(([scope, list]) => list.map((d) => [key(d), scope] as const)));

/** The scope a route needs from a key, or null when no key may call it. */
export const apiKeyScopeOf = (endpoint: EndpointDef | undefined): TApiKeyScope | null =>
  endpoint ? (scopes.get(key(endpoint)) ?? null) : null;

/** The routes a scope opens (for the OpenAPI document). */
export const scopedRoutes = (): ReadonlyMap<string, TApiKeyScope> => scopes;
