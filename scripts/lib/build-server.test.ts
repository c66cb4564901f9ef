import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_ENV, START_NODE_ARGS, SERVER_DIR } from './build-server.ts';
import { root } from './proc.ts';

describe('how npm start runs the compiled server', () => {
  it('is the command the start-up benchmark measures', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(START_ENV).map(([key, value]) => `${key}=${value}`);
    const start = path.relative(root, path.join(SERVER_DIR, 'start.js'));
    expect(pkg.scripts.start).toBe(
      `npm run build && ${[...env, 'node', ...START_NODE_ARGS, start].join(' ')}`,
    );
  });
});
