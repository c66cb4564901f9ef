// The set-up of the demo seed's tests: the file's test app (useTestApp) with the demo seeded once before its tests.
import { beforeAll } from 'vitest';
import { seedDemo, type SeedDemoOptions } from '../db/seed/seed-demo.ts';
import type { TestContext } from './app.ts';
import { useTestApp } from './use-app.ts';

export function useDemoApp(options: SeedDemoOptions): TestContext {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemo(t.db, t.storage, options);
  }, 120_000);
  return t;
}
