// No two server modules may import each other, even through others (docs/ARCHITECTURE.md: no cycles).
// Reads every non-test .ts file under server/modules, maps each import (relative or `#server/modules/…`)
// to the module folder it lands in and looks for strongly connected components of the module graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(serverDir, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The module folder a file belongs to, or null when it lies outside server/modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 && first ? first : null;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    if (specifier.startsWith('.')) targets.push(path.resolve(path.dirname(file), specifier));
    else if (specifier.startsWith('#server/'))
      targets.push(path.join(serverDir, specifier.slice('#server/'.length)));
  }
  return targets;
}

export function moduleGraph(): Map<string, Map<string, string[]>> {
  // module -> imported module -> the files that import it (for the failure message)
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const target of importedFiles(file)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const files = edges.get(to) ?? [];
      files.push(`${path.relative(serverDir, file)} → ${path.relative(serverDir, target)}`);
      edges.set(to, files);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module. */
export function moduleCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  function visit(node: string) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  }

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

function describeCycles(graph: Map<string, Map<string, string[]>>, cycles: string[][]): string {
  return cycles
    .map((component) => {
      const members = new Set(component);
      const lines = component.flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => members.has(to))
          .flatMap(([to, files]) => [`  ${from} → ${to}`, ...files.map((line) => `      ${line}`)]),
      );
      return [`cycle between ${component.join(', ')}:`, ...lines].join('\n');
    })
    .join('\n');
}

describe('[modules] import graph', () => {
  it('[modules] finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a.ts → b.ts']]])],
      ['b', new Map([['c', ['b.ts → c.ts']]])],
      ['c', new Map([['a', ['c.ts → a.ts']]])],
      ['d', new Map([['a', ['d.ts → a.ts']]])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('[modules] no server module imports another that imports it back', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    const cycles = moduleCycles(graph);
    expect(cycles, describeCycles(graph, cycles)).toEqual([]);
  });
});
