// A CSS Module's classes are typed as any string (vite/client), so a class named in a component but missing from its
// module renders as `undefined` without a word: moving rules into the shared modules (app/styles) must not leave one.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const APP = join(ROOT, 'app');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function classesOf(cssPath: string): Set<string> {
  const css = readFileSync(cssPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** Every `name.cls` and `name['cls']` of a module imported as `name`, with the classes its module lacks. */
export function missingClasses(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const [, name, spec] of text.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
    const cssPath = spec!.startsWith('#app/') ? join(APP, spec!.slice(5)) : join(dirname(file), spec!);
    const classes = classesOf(cssPath);
    const used = [
      ...text.matchAll(new RegExp(`(?<![\\w/.#-])${name}\\.(\\w+)`, 'g')),
      ...text.matchAll(new RegExp(`(?<![\\w/.#-])${name}\\[['"]([\\w-]+)['"]\\]`, 'g')),
    ].map((m) => m[1]!);
    // `layout.module.css` in the import line itself reads as `layout.module`; a path such as `…/layout.ts` is skipped.
    for (const cls of used)
      if (cls !== 'module' && !classes.has(cls)) missing.push(`${name}.${cls} (${spec})`);
  }
  return missing;
}

describe('[styles] every class a component names is in its CSS module', () => {
  it('no component names a class its module does not define', () => {
    const found = sources(APP).flatMap((file) =>
      missingClasses(file, readFileSync(file, 'utf8')).map((miss) => `${relative(ROOT, file)}: ${miss}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a class the module lacks', () => {
    const file = join(APP, 'styles', 'probe.tsx');
    const text = `import text from './text.module.css';\nexport const a = [text.secondary, text.noSuchClass];`;
    expect(missingClasses(file, text)).toEqual(['text.noSuchClass (./text.module.css)']);
  });
});
