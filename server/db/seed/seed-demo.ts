// The demo dataset: Sochi's districts, builders and partners, 44 complexes with full chessboards, resale offers,
// demo accounts and join requests. Idempotent: once the marker row exists only the demo accounts are checked.
// All rows are written in one transaction; a failure also removes the files written so far.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { appVersions, builders, partners } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveImage } from '../../storage/images.ts';
import { ensureDemoAccounts } from './accounts.ts';
import { planComplex, type ComplexPlan } from './complex-plan.ts';
import { createComplex } from './create-complex.ts';
import { createOffer } from './create-offer.ts';
import { BUILDERS, COMPLEXES, PARTNERS } from './content/companies.ts';
import { demoDocuments } from './demo-documents.ts';
import { inParallel } from './pictures/render.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoQueue } from './demo-queue.ts';
import { seedDemoEmbed } from './demo-embed.ts';
import { seedDemoMortgage } from './demo-mortgage.ts';
import { seedDemoCompareProfile } from './demo-compare-profile.ts';
import { seedDemoPriceHistory } from './demo-price-history.ts';
import { seedDemoFeeds } from './demo-feeds.ts';
import { seedLiveCollections } from './demo-collections-live.ts';
import { seedDemoFilterAlerts } from './demo-filter-alerts.ts';
import { seedCabinets, seedJoinRequests } from './demo-extras.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoCompanies, stampDemoAgencyWork } from './demo-companies.ts';
import { seedDemoCompanyFaces } from './demo-company-logos.ts';
import { seedDemoDeals } from './demo-deals.ts';
import { seedDemoDeadlines } from './demo-deadlines.ts';
import { seedDemoTrust } from './demo-trust.ts';
import { seedDemoProgress } from './demo-progress.ts';
import { seedDemoNearby } from './demo-nearby.ts';
import { seedDemoCommissions } from './demo-commissions.ts';
import { seedDemoFixations } from './demo-fixations.ts';
import { seedDemoAgreements } from './demo-agreements.ts';
import { seedDemoIntegrations } from './demo-integrations.ts';
import { seedDemoImports } from './demo-imports.ts';
import { seedDemoAnalytics } from './demo-analytics.ts';
import { renderDemoPictures, sceneOf, typicalRows, type DemoPictures } from './demo-pictures.ts';
import { planOffers } from './offer-plan.ts';
import { Random } from './random.ts';
import { loadResaleCells } from './resale-cells.ts';
import { seedGeo } from './seed-geo.ts';
import { TrackingStorage } from './tracking-storage.ts';
import {
  DEMO_APP_PACKAGE,
  countDemo,
  demoAlreadySeeded,
  isDemoSeeded,
  type SeedDemoResult,
} from './demo-state.ts';

export { DEMO_APP_PACKAGE, countDemo, describeSeed, demoAlreadySeeded, isDemoSeeded } from './demo-state.ts';
export type { DemoCounts, SeedDemoResult } from './demo-state.ts';

/** The app_versions row whose presence means the demo has been seeded. */
const SEED = 'kvartal-sochi-2026';
const SEED_LOCK = 0x6b76_7364; // 'kvsd'

export interface SeedDemoOptions {
  /** How many complexes of the list (all 44 by default). */
  complexes?: number;
  /** How many resale offers (150 by default). */
  offers?: number;
  /** Render photos, plans, logos and picture documents (slow part); off makes a fast seed for tests. */
  photos?: boolean;
  /** Dates (deadlines, news, offers) are placed relative to this moment. */
  now?: Date;
  log?: (line: string) => void;
}

export async function seedDemo(
  db: Db,
  storage: Storage,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const finish = async (seeded: boolean) => ({
    seeded,
    ms: Date.now() - started,
    counts: await countDemo(db),
  });

  const present = await demoAlreadySeeded(db, now);
  if (present) return present;
  const tracked = new TrackingStorage(storage);
  try {
    const seeded = await db.transaction(async (tx) => {
      // Two processes starting together on one PostgreSQL: the second waits, then finds the marker.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await isDemoSeeded(tx)) {
        await ensureDemoAccounts(tx, now);
        return false;
      }
      await writeDemo(tx, tracked, now, options);
      return true;
    });
    return finish(seeded);
  } catch (error) {
    await tracked.discard();
    throw error;
  }
}

async function writeDemo(tx: DbOrTx, storage: Storage, now: Date, options: SeedDemoOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const withPictures = options.photos ?? true;
  const rng = new Random(SEED);
  const day = 86_400_000;

  const accounts = await ensureDemoAccounts(tx, now);
  const geo = await seedGeo(tx);

  const { builderOwners, owners } = await seedDemoPeople(tx, rng.fork('people'), now, accounts);

  const builderIds: number[] = [];
  for (const b of BUILDERS) {
    const [row] = await tx
      .insert(builders)
      .values({ name: b.name, createdById: accounts.admin.id })
      .returning();
    builderIds.push(row!.id);
  }

  const complexRng = rng.fork('complexes');
  const list = COMPLEXES.slice(0, options.complexes ?? COMPLEXES.length);
  const plans: ComplexPlan[] = list.map((data, i) => {
    const r = complexRng.fork(data.slug);
    const coBuilder = r.chance(0.2) ? r.pick([7, 8, 9].filter((b) => b !== data.builder)) : null;
    return planComplex(r, data, i, {
      now,
      subregionIds: geo.subregionIds,
      builder: BUILDERS[data.builder]!,
      builderIds: [data.builder, ...(coBuilder == null ? [] : [coBuilder])].map((b) => builderIds[b]!),
      ownerId: builderOwners[data.builder]!,
    });
  });

  let pictures: DemoPictures | null = null;
  if (withPictures) {
    const t = Date.now();
    pictures = await renderDemoPictures(rng.fork('pictures'), plans, PARTNERS);
    log(`demo pictures rendered in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }

  for (const [sort, p] of PARTNERS.entries()) {
    const logo = pictures ? await saveImage(tx, storage, pictures.logos[sort]!, accounts.admin.id) : null;
    await tx.insert(partners).values({
      name: p.name,
      site: `https://${p.slug}.example`,
      logoImageId: logo?.id ?? null,
      builderId: p.builder == null ? null : builderIds[p.builder]!,
      sort,
    });
  }

  const covers = new Map<number, NonNullable<DemoPictures>['covers'][number]>();
  const placeByObject = new Map<number, string>();
  // Documents render their pages in parallel too, before the rows go in.
  const documentSets = await inParallel(
    plans.map(
      (plan) => () =>
        demoDocuments(
          rng.fork(`documents-${plan.data.slug}`),
          plan,
          BUILDERS[plan.data.builder]!,
          withPictures,
        ),
    ),
  );
  for (const [i, plan] of plans.entries()) {
    const r = rng.fork(`media-${plan.data.slug}`);
    if (pictures) {
      const firstSection = plan.spec.pavilions?.[0]?.sections[0];
      const floorPlan = pictures.plans[i];
      if (firstSection && floorPlan) {
        const typical = typicalRows(firstSection.grid);
        const step = Math.max(1, Math.floor(typical.length / 4));
        for (const row of typical.filter((_, k) => k % step === 0).slice(0, 4)) {
          firstSection.grid.rows[row]!.plan = floorPlan;
        }
      }
    }
    const photos = pictures
      ? [
          pictures.covers[i]!,
          ...r.sample(pictures.views[sceneOf(plan)], r.int(1, 2)),
          ...r.sample(pictures.interiors, r.int(1, 3)),
        ]
      : [];
    const created = await createComplex(tx, storage, { ...plan.spec, photos, documents: documentSets[i] });
    if (pictures) covers.set(created.object.id, pictures.covers[i]!);
    placeByObject.set(created.object.id, plan.place.name);
  }
  log(`demo complexes written: ${plans.length}`);

  // Resale offers: some resell sold or assigned flats of published complexes.
  const resale = await loadResaleCells(tx, placeByObject);
  const offerSpecs = planOffers(rng.fork('offers'), options.offers ?? 150, {
    now,
    owners,
    moderId: accounts.moder.id,
    subregionIds: geo.subregionIds,
    cells: resale,
    pools: pictures ? { interiors: pictures.interiors, houses: pictures.views.cottage, covers } : null,
  });
  const offerIds: number[] = [];
  for (const spec of offerSpecs) offerIds.push((await createOffer(tx, storage, spec)).id);
  log(`demo offers written: ${offerIds.length}`);

  await seedJoinRequests(tx, rng.fork('applicants'), now, accounts.moder.id);
  await seedCabinets(tx, accounts);
  const demoCompanies = await seedDemoCompanies(tx, accounts, now);
  const otherBuilders = BUILDERS.map((b, i) => ({ ownerId: builderOwners[i]!, name: b.name })).filter(
    (b) => b.ownerId !== accounts.builder.id,
  );
  log(
    `demo company logos drawn: ${await seedDemoCompanyFaces(tx, storage, demoCompanies, otherBuilders, withPictures)}`,
  );
  log(`demo price history written: ${await seedDemoPriceHistory(tx, now, demoCompanies.builderCompanyId)}`);
  log(`demo deadline moves written: ${await seedDemoDeadlines(tx, now)}`);
  log(`demo places near complexes imported: ${await seedDemoNearby(tx, now)}`);
  log(
    `demo trust cards stated: ${await seedDemoTrust(tx, demoCompanies.builderCompanyId, accounts.moder, now)}`,
  );
  log(`demo progress reports written: ${await seedDemoProgress(tx, storage, accounts, now, withPictures)}`);
  log(`demo bookings written: ${await seedDemoBookings(tx, accounts, now)}`);
  log(`demo queue places written: ${await seedDemoQueue(tx, accounts, now)}`);
  log(`demo fixations written: ${await seedDemoFixations(tx, accounts, now)}`);
  log(`demo deals written: ${await seedDemoDeals(tx, accounts, demoCompanies.builderCompanyId, now)}`);
  log(`demo complexes with an agreement template: ${await seedDemoAgreements(tx, storage, accounts, now)}`);
  log(
    `demo commissions moved: ${await seedDemoCommissions(tx, accounts, demoCompanies.builderCompanyId, demoCompanies.agencyId, now)}`,
  );
  log(`demo complexes with the widget on: ${(await seedDemoEmbed(tx, accounts.builder, now)).join(', ')}`);
  log(`demo complexes without closed mortgage programs: ${await seedDemoMortgage(tx)}`);
  log(`demo profiles and comparison: ${await seedDemoCompareProfile(tx, accounts, now)}`);
  log(`demo feed token: ${(await seedDemoFeeds(tx, accounts.builder)).slice(0, 4)}…`);
  log(`demo client reactions written: ${await seedLiveCollections(tx, accounts, now)}`);
  log(`demo filter alerts written: ${await seedDemoFilterAlerts(tx, accounts, now)}`);
  log(
    `demo webhook deliveries written: ${await seedDemoIntegrations(tx, demoCompanies.builderCompanyId, accounts.builder.id, now)}`,
  );
  log(`demo import runs written: ${await seedDemoImports(tx, accounts, now)}`);
  log(
    `demo analytics: ${JSON.stringify(await seedDemoAnalytics(tx, accounts, demoCompanies.builderCompanyId, now))}`,
  );
  await stampDemoAgencyWork(tx, demoCompanies.agencyId);

  // The Android wrapper's versions; the newest is what the app compares against. Written last: the marker.
  await tx.insert(appVersions).values([
    {
      package: DEMO_APP_PACKAGE,
      code: 41,
      name: '2.3.0',
      publishedById: accounts.admin.id,
      createdAt: new Date(now.getTime() - 90 * day),
    },
    {
      package: DEMO_APP_PACKAGE,
      code: 42,
      name: '2.4.0',
      url: 'https://kvartal.example/app/kvartal-2.4.0.apk',
      publishedById: accounts.admin.id,
      createdAt: new Date(now.getTime() - 12 * day),
    },
  ]);
}
