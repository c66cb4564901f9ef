import { describe, expect, it } from 'vitest';
import { staticClosure, stepModules } from './first-screen-chunk.ts';

const graph = (edges: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
});

describe('[build] the first screen chunk', () => {
  it('follows static imports through every level, once per module, cycles included', () => {
    const closure = staticClosure(
      graph({ shell: ['menu', 'api'], feed: ['card', 'api'], card: ['icons', 'feed'], menu: [], api: [] }),
      ['shell', 'feed'],
    );
    expect([...closure].sort()).toEqual(['api', 'card', 'feed', 'icons', 'menu', 'shell']);
  });

  it('leaves out what is only imported by a module outside the roots', () => {
    const closure = staticClosure(graph({ feed: ['card'], map: ['leaflet'], card: [] }), ['feed']);
    expect(closure.has('leaflet')).toBe(false);
  });
});

describe('[build] the entry in steps', () => {
  it('gives each step what it imports that neither the entry nor an earlier step brings', () => {
    const steps = stepModules(
      graph({
        main: ['helper'],
        dom: ['react', 'scheduler'],
        router: ['react', 'dom'],
        app: ['router', 'react', 'helper', 'shell'],
        shell: [],
        helper: [],
        react: [],
        scheduler: [],
      }),
      'main',
      ['dom', 'router', 'app'],
    );
    expect(steps.map((step) => [...step].sort())).toEqual([
      ['dom', 'react', 'scheduler'],
      ['router'],
      ['app', 'shell'],
    ]);
  });
});
