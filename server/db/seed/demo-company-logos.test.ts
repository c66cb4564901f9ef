import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { companies } from '../schema/index.ts';
import { BUILDERS } from './content/companies.ts';
import { DEMO_AGENCY, DEMO_BUILDER_COMPANY } from './demo-companies.ts';
import { initialsOf } from './demo-company-logos.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  // The fourth complex is the first whose builder is not the demo builder’s: its owner’s company is renamed.
  await seedDemo(t.db, t.storage, {
    complexes: 4,
    offers: 3,
    photos: true,
    now: new Date('2026-11-21T09:00:00Z'),
  });
}, 180_000);
afterAll(() => t.close());

describe('[seed] the demo companies’ public faces', () => {
  it('[seed] gives the demo builder company and the agency a square WebP logo in storage', async () => {
    for (const name of [DEMO_BUILDER_COMPANY.name, DEMO_AGENCY.name]) {
      const [row] = await t.db.select().from(companies).where(eq(companies.name, name));
      expect(row?.logo, name).toMatch(/^companies\/\d+\/logo-[0-9a-f]{12}\.webp$/);
      const meta = await sharp((await t.storage.get(row!.logo!))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('[seed] names every builder company after its builder, never after its owner', async () => {
    const names = (await t.db.select({ name: companies.name, kind: companies.kind }).from(companies))
      .filter((c) => c.kind === 'builder')
      .map((c) => c.name);
    const known = new Set<string>([DEMO_BUILDER_COMPANY.name, ...BUILDERS.map((b) => b.name)]);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(known.has(name), name).toBe(true);
  });

  it('[seed] draws the initials of the quoted name', () => {
    expect(initialsOf('ГК «Черноморская Ривьера»')).toBe('ЧР');
    expect(initialsOf('Агентство недвижимости «Южный квартал»')).toBe('ЮК');
    expect(initialsOf('СЗ «Сочи-Инвестстрой»')).toBe('СИ');
  });
});
