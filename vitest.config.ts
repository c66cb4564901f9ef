import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The test files under a folder whose text matches the pattern. */
function testsThat(pattern: RegExp, folder: string): string[] {
  const dir = path.resolve(import.meta.dirname, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => pattern.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}
// A file that replaces a module (vi.mock) needs a module graph of its own.
const mocks = /\bvi\.(mock|doMock)\(/;
const mocking = testsThat(mocks, 'server');
// A VM context's window.location cannot be replaced twice (vi.stubGlobal, then unstubbed): those files run in forks.
const appInForks = testsThat(new RegExp(String.raw`${mocks.source}|stubGlobal\('location'`), 'app');
// What needs a second connection (PGlite has one) runs on PostgreSQL only.
const pgOnly = onPostgres ? [] : ['server/**/*.pg.test.ts'];
const apiTest = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const appTest = {
  environment: 'jsdom' as const,
  setupFiles: ['app/test/setup.ts'],
  // Router tests load real lazy routes; their first transform is slow on a busy machine.
  testTimeout: 20_000,
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (one worker on a 2-core machine), while API tests spend much of their
    // time waiting on the database: two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          ...appTest,
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: appInForks,
          // Each file in a new VM context of a long-lived process: the modules of node_modules (React, Testing
          // Library, jsdom) are loaded once per process, not once per file — about half of the suite's time.
          pool: 'vmForks',
        },
      },
      {
        plugins: [react()],
        test: { ...appTest, name: 'app-isolated', include: appInForks },
      },
      {
        test: {
          ...apiTest,
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: [...pgOnly, ...mocking],
          // One module graph per worker: the server's import, a third of the suite's time when paid per file, is
          // paid once. Each file still opens its own database; a file that mocks a module runs in api-isolated.
          isolate: false,
        },
      },
      {
        test: {
          ...apiTest,
          name: 'api-isolated',
          include: mocking,
          exclude: pgOnly,
        },
      },
    ],
  },
});
