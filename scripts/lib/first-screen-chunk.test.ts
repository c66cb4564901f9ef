import { describe, expect, it } from 'vitest';
import { staticClosure } from './first-screen-chunk.ts';

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
