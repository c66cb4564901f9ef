// A Vite (Rolldown) build plugin: the code a logged-in visit of /feed needs besides the entry — the app shell, the
// feed route and everything they import statically — goes into one chunk, `first-screen`, instead of the forty small
// chunks automatic splitting makes of it. A phone on a slow network then fetches a handful of files, not forty
// requests in waves, and one gzip stream compresses better than forty. Modules the entry itself imports stay in the
// entry (the login screen must not load the feed), and lazy parts (map, filter panel, preview) stay lazy. The entry
// itself is split into the steps app/main.tsx evaluates one task at a time (STEPS), preloaded from index.html.
import type { Plugin } from 'vite';

/** The lazy route modules of the first screen, as path suffixes. */
const FIRST_SCREEN = ['app/routes/app-layout.tsx', 'app/routes/feed.tsx'];
const ENTRY = 'app/main.tsx';

interface GraphReader {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
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

/**
 * The entry's start-up steps (app/main.tsx imports them one after another, each evaluated in a task of its own):
 * the chunk names, in the order of main.tsx's dynamic imports. The last one is the app itself. The entry file and
 * what it imports statically (React's DOM renderer, Vite's preload helper) are a chunk of their own, `react-dom`.
 */
export const STEPS = ['router', 'entry'];
const FIRST = 'react-dom';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The modules of each step: what the step's root imports statically and no earlier step (nor the entry file itself)
 * has already brought.
 */
export function stepModules(
  graph: Pick<GraphReader, 'getModuleInfo'>,
  entry: string,
  steps: readonly string[],
): Set<string>[] {
  const seen = staticClosure(graph, [entry]);
  return steps.map((root) => {
    const own = new Set([...staticClosure(graph, [root])].filter((id) => !seen.has(id)));
    for (const id of own) seen.add(id);
    return own;
  });
}

export function firstScreenChunk(): Plugin {
  let own = new Set<string>();
  let steps: Set<string>[] = [];
  let members = new Set<string>();
  return {
    name: 'kvartal-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = find(ids, ENTRY);
      const roots = FIRST_SCREEN.map((suffix) => find(ids, suffix));
      const stepRoots = entry ? (this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []) : [];
      if (!entry || roots.some((id) => !id) || stepRoots.length !== STEPS.length) {
        this.warn(
          'first-screen chunk: a route module or a start-up step is missing; automatic splitting applies',
        );
        return;
      }
      own = staticClosure(this, [entry]);
      steps = stepModules(this, entry, stepRoots);
      const started = new Set(steps.flatMap((step) => [...step]));
      members = new Set([...staticClosure(this, roots as string[])].filter((id) => !started.has(id)));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // The start-up steps first, earlier ones higher: a group takes its members' dependencies along, and
          // those must stay with the step that evaluates them first rather than move into a later chunk.
          // The entry's own modules (Vite's preload helper among them) above all: pulled into a step's chunk, they
          // would make the entry import it, and evaluate it, at once.
          groups: [
            { name: FIRST, priority: 3 + STEPS.length, test: (id: string) => own.has(id) },
            ...STEPS.map((name, i) => ({
              name,
              priority: 2 + STEPS.length - i,
              // The app's step leaves packages to Rolldown: through a barrel (@tanstack/react-query's index) the
              // step reaches modules only lazy chunks use (useQueries for the map), which the group would pull in.
              test: (id: string) =>
                (steps[i]?.has(id) ?? false) && (i < STEPS.length - 1 || !id.includes('/node_modules/')),
            })),
            { name: 'first-screen', priority: 1, test: (id: string) => members.has(id) },
          ],
        },
      };
    },
    // V8 compiles every function of the start-up chunks while it streams them, off the main thread (Chrome 136's
    // explicit compile hint, first line of a file): most of them run in the first render, which otherwise compiles
    // each on the main thread. After Vite's own additions; the source map moves one line down with the code.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || ![FIRST, ...STEPS].includes(file.name ?? '')) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // The map is already an asset of its own by now; the chunk's copy is kept in step too.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
    // main.tsx asks for the steps one by one; preloaded from the page, they download together, and the app's
    // stylesheet (the last step's) stays a link of the page.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).flatMap((file) =>
          file.type === 'chunk' && STEPS.includes(file.name ?? '') ? [file] : [],
        );
        chunks.sort((a, b) => STEPS.indexOf(a.name ?? '') - STEPS.indexOf(b.name ?? ''));
        const tag = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        return chunks.flatMap((chunk) => [
          ...(html.includes(chunk.fileName) ? [] : [tag('modulepreload', chunk.fileName)]),
          ...[...(chunk.viteMetadata?.importedCss ?? [])]
            .filter((css) => !html.includes(css))
            .map((css) => tag('stylesheet', css)),
        ]);
      },
    },
  };
}
