// The set-up most API test files share: one test app for the file, built before its tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestAppOptions, type TestContext } from './app.ts';

/** The file's test app: usable inside tests and hooks (it is built in beforeAll), closed in afterAll. */
export function useTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await buildTestApp(envOverrides, options);
  });
  afterAll(() => context?.close());
  return new Proxy({} as TestContext, {
    get(_, key) {
      if (!context)
        throw new Error('useTestApp(): the test app is built in beforeAll; use it inside tests and hooks');
      return Reflect.get(context, key);
    },
  });
}
