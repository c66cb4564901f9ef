import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Server test files that replace a module (vi.mock): they need a module graph of their own. */
const serverDir = path.resolve(import.meta.dirname, 'server');
const mocking = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(serverDir, file), 'utf8')))
  .map((file) => path.posix.join('server', file.split(path.sep).join('/')));
// What needs a second connection (PGlite has one) runs on PostgreSQL only.
const pgOnly = onPostgres ? [] : ['server/**/*.pg.test.ts'];
const apiTest = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
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
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['app/test/setup.ts'],
          // Router tests load real lazy routes; their first transform is slow on a busy machine.
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
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
