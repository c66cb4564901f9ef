// A Vite (Rolldown) build plugin: the code a logged-in visit of /feed needs besides the entry — the app shell, the
// feed route and everything they import statically — goes into one chunk, `first-screen`, instead of the forty small
// chunks automatic splitting makes of it. A phone on a slow network then fetches a handful of files, not forty
// requests in waves, and one gzip stream compresses better than forty. Modules the entry itself imports stay in the
// entry (the login screen must not load the feed), and lazy parts (map, filter panel, preview) stay lazy.
import type { Plugin } from 'vite';

/** The lazy route modules of the first screen, as path suffixes. */
const FIRST_SCREEN = ['app/routes/app-layout.tsx', 'app/routes/feed.tsx'];
const ENTRY = 'app/main.tsx';

interface GraphReader {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module reachable from `roots` by static imports. */
export function staticClosure(graph: Pick<GraphReader, 'getModuleInfo'>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const find = (ids: string[], suffix: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(suffix));

export function firstScreenChunk(): Plugin {
  let entryModules = new Set<string>();
  let members = new Set<string>();
  return {
    name: 'kvartal-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = find(ids, ENTRY);
      const roots = FIRST_SCREEN.map((suffix) => find(ids, suffix));
      if (!entry || roots.some((id) => !id)) {
        this.warn('first-screen chunk: a route module is missing; automatic splitting applies');
        return;
      }
      entryModules = staticClosure(this, [entry]);
      members = new Set([...staticClosure(this, roots as string[])].filter((id) => !entryModules.has(id)));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // The entry's own modules first: a group takes its members' dependencies along, and those must stay
          // with the entry rather than move into the feed's chunk.
          groups: [
            { name: 'entry', priority: 2, test: (id: string) => entryModules.has(id) },
            { name: 'first-screen', priority: 1, test: (id: string) => members.has(id) },
          ],
        },
      };
    },
  };
}
