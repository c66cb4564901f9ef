// A local stand-in server for one test file: listening from beforeAll, closed in afterAll.
import { afterAll, beforeAll } from 'vitest';
import { listenLocally, type LocalServer } from './listen.ts';

export function useLocalServer(handle: Parameters<typeof listenLocally>[0]): LocalServer {
  let local: LocalServer | undefined;
  beforeAll(async () => {
    local = await listenLocally(handle);
  });
  afterAll(() => local?.close());
  return new Proxy({} as LocalServer, {
    get(_, key) {
      if (!local)
        throw new Error('useLocalServer(): the server listens from beforeAll; use it inside tests and hooks');
      return Reflect.get(local, key);
    },
  });
}
