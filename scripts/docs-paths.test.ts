import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const ROOTS = ['app', 'server', 'shared', 'e2e', 'scripts', 'bench', 'docs', 'deploy', '.ci', 'android'];
/** Made at run time or by the operator, never committed. */
const MADE_LATER = [
  'e2e/.output/',
  'bench/.data/',
  'deploy/env.production',
  'android/app/src/main/assets/public',
];
const madeLater = (path: string) =>
  MADE_LATER.some(
    (later) =>
      path === later || path === later.replace(/\/$/, '') || (later.endsWith('/') && path.startsWith(later)),
  );

function docFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? docFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Paths named in backticks or links: a known top folder, then a path; patterns, placeholders and routes left out. */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`|\]\(([^)\s#]+)\)/g)) {
    const raw = (match[1] ?? match[2] ?? '').replace(/[),.:;]+$/, '').replace(/:\d+$/, '');
    if (!ROOTS.some((root) => raw.startsWith(`${root}/`))) continue;
    if (/[*{}<>$…]|\.\.\./.test(raw)) continue;
    found.add(raw);
  }
  return [...found];
}

describe('[docs] named paths', () => {
  const files = ['README.md', ...docFiles('docs')];

  it.each(files)('every file and folder %s names exists', (file) => {
    const missing = namedPaths(readFileSync(join(ROOT, file), 'utf8')).filter(
      (path) => !madeLater(path) && !existsSync(join(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });
});
