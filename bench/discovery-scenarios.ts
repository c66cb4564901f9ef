// The discovery benchmark's scenarios: each endpoint's HTTP call, its main SQL (for the raw-SQL timing and EXPLAIN)
// and its domain function, on the data of bench/discovery-data.ts.
import type { SQL } from 'drizzle-orm';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import type { LocalStorage } from '#server/storage/storage.ts';
import { complexCountSql, complexPageSql } from '#server/modules/search/search-complexes.ts';
import { offerCountSql, offerPageSql } from '#server/modules/search/search-offers.ts';
import { countResults, search, SEARCH_PER_PAGE } from '#server/modules/search/search.ts';
import { clusterSql, mapCluster } from '#server/modules/search/map-cluster.ts';
import { findVisibleObject } from '#server/policies/visibility.ts';
import { loadObjectFull } from '#server/modules/realty/load-object-full.ts';
import { loadChessView } from '#server/modules/chess/load-chess-view.ts';

const SOCHI = [
  [43.35, 39.2],
  [44.0, 40.15],
];

export interface Scenario {
  name: string;
  path: (ids: Ids) => string;
  body: Record<string, unknown>;
  /** The endpoint's main query, for the raw-SQL timing. */
  rawSql?: (ctx: Ctx) => SQL;
  domain: (ctx: Ctx) => Promise<unknown>;
}

export interface Ids {
  objectId: number;
  sectionId: number;
}

export interface Ctx extends Ids {
  database: Database;
  viewer: UserRow;
  storage: LocalStorage;
  now: Date;
}

const actions = { market: 1, isAction: 1 };
const units = { market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' };
const resale = { market: 2, priceTo: 12_000_000 };
const mapComplexes = { market: 1, bounds: SOCHI, zoom: 10 };
const mapResale = { market: 2, bounds: SOCHI, zoom: 11 };
const f = (body: object) => ZSearchFilter.parse(body);
const m = (body: object) => ZMapClusterRequest.parse(body);

export const SCENARIOS: Scenario[] = [
  {
    name: 'search: preset «Акции»',
    path: () => '/api/search?page=1',
    body: actions,
    rawSql: (c) => complexPageSql(f(actions), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(actions), c.viewer, c.now, 1),
  },
  {
    name: 'search: layouts + price, by price',
    path: () => '/api/search?page=1',
    body: units,
    rawSql: (c) => complexPageSql(f(units), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(units), c.viewer, c.now, 1),
  },
  {
    name: 'search: resale offers',
    path: () => '/api/search?page=1',
    body: resale,
    rawSql: (c) => offerPageSql(f(resale), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(resale), c.viewer, c.now, 1),
  },
  {
    name: 'count: preset «Акции»',
    path: () => '/api/search/count',
    body: actions,
    rawSql: (c) => complexCountSql(f(actions), c),
    domain: (c) => countResults(c.database.db, f(actions), c.viewer, c.now),
  },
  {
    name: 'count: layouts + price',
    path: () => '/api/search/count',
    body: units,
    rawSql: (c) => complexCountSql(f(units), c),
    domain: (c) => countResults(c.database.db, f(units), c.viewer, c.now),
  },
  {
    name: 'count: resale offers',
    path: () => '/api/search/count',
    body: resale,
    rawSql: (c) => offerCountSql(f(resale), c),
    domain: (c) => countResults(c.database.db, f(resale), c.viewer, c.now),
  },
  {
    name: 'map: whole Sochi, complexes (z10)',
    path: () => '/api/map/cluster?page=1',
    body: mapComplexes,
    rawSql: (c) => clusterSql(m(mapComplexes), c, 1),
    domain: (c) => mapCluster(c.database.db, m(mapComplexes), c.viewer, c.now, 1),
  },
  {
    name: 'map: whole Sochi, 30 000 resale offers (z11)',
    path: () => '/api/map/cluster?page=1',
    body: mapResale,
    rawSql: (c) => clusterSql(m(mapResale), c, 1),
    domain: (c) => mapCluster(c.database.db, m(mapResale), c.viewer, c.now, 1),
  },
  {
    name: 'object (POST /api/objects/{id})',
    path: (ids) => `/api/objects/${ids.objectId}`,
    body: {},
    domain: async (c) => {
      const access = { viewer: c.viewer, preview: false, companyIds: [] };
      const object = await findVisibleObject(c.database.db, c.objectId, access);
      return loadObjectFull(c.database.db, c.storage, object, access, c.now);
    },
  },
  {
    name: 'chessboard of one section',
    path: (ids) => `/api/objects/${ids.objectId}/chess/${ids.sectionId}`,
    body: {},
    domain: (c) =>
      loadChessView(
        c.database.db,
        c.storage,
        c,
        { viewer: c.viewer, preview: false, companyIds: [] },
        f({}),
        new Date(),
      ),
  },
];
