// Whether the demo is in the database, and what it holds: light enough for every start-up, so the seed's generators
// (pictures, documents, plans) load only when there is something to seed.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import {
  appVersions,
  builders,
  cells,
  documents,
  images,
  joinRequests,
  news,
  objects,
  offers,
  partners,
  pavilions,
  sections,
  users,
} from '../schema/index.ts';
import { ensureDemoAccounts } from './accounts.ts';

export const DEMO_APP_PACKAGE = 'ru.kvartal.app';

export interface DemoCounts {
  users: number;
  complexes: number;
  pavilions: number;
  sections: number;
  cells: number;
  offers: number;
  images: number;
  documents: number;
  news: number;
  builders: number;
  partners: number;
  joinRequests: number;
}

export interface SeedDemoResult {
  /** False when the demo was already there (the accounts were still checked). */
  seeded: boolean;
  ms: number;
  counts: DemoCounts;
}

export async function isDemoSeeded(db: DbOrTx): Promise<boolean> {
  return (await db.$count(appVersions, eq(appVersions.package, DEMO_APP_PACKAGE))) > 0;
}

export async function countDemo(db: DbOrTx): Promise<DemoCounts> {
  const [u, o, p, s, c, f, i, d, n, b, pa, j] = await Promise.all([
    db.$count(users),
    db.$count(objects),
    db.$count(pavilions),
    db.$count(sections),
    db.$count(cells),
    db.$count(offers),
    db.$count(images),
    db.$count(documents),
    db.$count(news),
    db.$count(builders),
    db.$count(partners),
    db.$count(joinRequests),
  ]);
  return {
    users: u,
    complexes: o,
    pavilions: p,
    sections: s,
    cells: c,
    offers: f,
    images: i,
    documents: d,
    news: n,
    builders: b,
    partners: pa,
    joinRequests: j,
  };
}

/** One line for the start-up log. */
export function describeSeed(result: SeedDemoResult): string {
  const c = result.counts;
  const what = `${c.complexes} complexes, ${c.sections} sections, ${c.cells} units, ${c.offers} offers, ${c.images} images, ${c.users} users`;
  return result.seeded
    ? `demo data seeded in ${(result.ms / 1000).toFixed(1)} s: ${what}`
    : `demo data present (${what}); demo accounts checked`;
}

/** When the demo is already there: its accounts checked, and the result to log; null when it must be seeded. */
export async function demoAlreadySeeded(db: Db, now: Date = new Date()): Promise<SeedDemoResult | null> {
  const started = Date.now();
  if (!(await isDemoSeeded(db))) return null;
  await db.transaction((tx) => ensureDemoAccounts(tx, now));
  return { seeded: false, ms: Date.now() - started, counts: await countDemo(db) };
}
