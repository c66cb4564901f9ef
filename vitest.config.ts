import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

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
          name: 'api',
          include: ['server/**/*.test.ts'],
          // What needs a second connection (PGlite has one) runs on PostgreSQL only.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
