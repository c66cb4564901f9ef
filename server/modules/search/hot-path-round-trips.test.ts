// The hot reads (search, count, map, object page, chessboard) wait for at most 3 SQL round trips in series, the
// caller's token look-up included; the cards of a page come in one statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Layout, Market } from '#shared/enums.ts';
import { sections } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { tokenFor } from '../../test/factories.ts';
import { recordRoundTrips, type RoundTripRecorder } from '../../test/round-trips.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import * as searchApi from '#shared/api/search.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as chessApi from '#shared/api/chess.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

let t: TestContext;
let w: World;
let rec: RoundTripRecorder;
let token: string;
let sectionId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
  token = await tokenFor(t.db, w.agent);
  const [section] = await t.db.select().from(sections).where(eq(sections.objectId, w.c.breeze));
  sectionId = section!.id;
  // The token's first use records it; later requests only read it.
  await t.call(searchApi.countSearch, { body: {} }, token);
  // PGlite's query, or the pool's on PostgreSQL (CI runs the suite on both).
  const pool = (t.database.db as unknown as { $client: { query: (...args: never[]) => Promise<unknown> } })
    .$client;
  rec = recordRoundTrips(t.database.pglite ?? pool);
});
afterAll(async () => {
  rec.restore();
  await t.close();
});

/** The request's statements, each with its round, for a readable failure. */
async function roundsOf(descriptor: EndpointDef, input: RawInput) {
  rec.reset();
  const res = await t.callRaw(descriptor, input, token);
  expect(res.statusCode, res.body).toBe(200);
  const statements = rec.statements().map((s) => `${s.round}: ${s.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
  // Each read here is a first (a miss of the cache): it reaches the database, and the recorder sees it.
  expect(statements.length, descriptor.path).toBeGreaterThan(0);
  return { rounds: rec.rounds(), statements, body: res.json() };
}

const filters = {
  actions: { isAction: true },
  layoutsAndPrice: { cntApart: [Layout.studio, Layout.two], priceTo: 20_000_000 },
  priceOrder: { cntApart: [Layout.two], sort: 'priceUp' },
  resale: { market: Market.secondary },
  monthly: { monthlyPayment: 200_000 },
};

describe('[search] hot path round trips', () => {
  it.each(Object.entries(filters))('search %s: ≤ 3 rounds, cards in one', async (_name, filter) => {
    const { rounds, statements, body } = await roundsOf(searchApi.searchCards, { body: filter });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
    expect(body.data.length).toBeGreaterThan(0);
    // At most token, page, cards (the token's look-up is cached after its first use).
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('a page past the last one still answers its total in ≤ 3 rounds', async () => {
    const { rounds, statements } = await roundsOf(searchApi.searchCards, {
      query: { page: 9 },
      body: filters.actions,
    });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it.each(Object.entries(filters))('count %s: ≤ 3 rounds', async (_name, filter) => {
    const { rounds, statements } = await roundsOf(searchApi.countSearch, { body: filter });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it.each(Object.entries(filters))('map %s: ≤ 3 rounds', async (_name, filter) => {
    const { rounds, statements } = await roundsOf(searchApi.mapCluster, {
      body: {
        ...filter,
        zoom: 12,
        bounds: [
          [43.3, 39.5],
          [43.9, 40.1],
        ],
      },
    });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('object page: ≤ 3 rounds', async () => {
    const { rounds, statements } = await roundsOf(realtyApi.getObject, {
      params: { id: w.c.breeze },
      body: {},
    });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it.each(Object.entries(filters))('chessboard %s: ≤ 3 rounds', async (_name, filter) => {
    const { rounds, statements } = await roundsOf(chessApi.getChessSection, {
      params: { id: w.c.breeze, sectionId },
      body: filter,
    });
    expect(rounds, statements.join('\n')).toBeLessThanOrEqual(3);
  });
});
