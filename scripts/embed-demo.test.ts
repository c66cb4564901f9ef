// npm run embed:demo: the builder's site it serves loads the widget from the Kvartal address given, on the port given.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port.ts';
import { bin, root } from './lib/proc.ts';

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

/** Starts the demo site and waits for its line, or its exit. */
function start(args: string[], env: NodeJS.ProcessEnv = {}) {
  child = spawn(bin('tsx'), ['scripts/embed-demo.ts', ...args], {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: '', PORT: '', ...env },
  });
  const proc = child;
  let out = '';
  proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<{ out: string; code: number | null }>((resolve) => {
    proc.stdout!.on('data', () => {
      if (out.includes('http://localhost:')) resolve({ out, code: null });
    });
    proc.on('exit', (code) => resolve({ out, code }));
  });
}

describe('[embed] npm run embed:demo', () => {
  it('[embed] serves the site on the port given, with embed.js from the Kvartal port given', async () => {
    const port = await freePort();
    const { out } = await start(['7', '--kvartal', '3100', '--port', String(port)]);
    expect(out).toContain(`http://localhost:${port}`);
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(html).toContain('<script src="http://localhost:3100/embed.js" data-object="7"></script>');
  });

  it('[embed] takes PUBLIC_URL when no address is given, and refuses a missing id with its usage', async () => {
    const port = await freePort();
    await start(['7', '--port', String(port)], { PUBLIC_URL: 'https://kvartal.example/' });
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(html).toContain('src="https://kvartal.example/embed.js"');
    child!.kill('SIGTERM');

    const refused = await start([]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('Usage: npm run embed:demo');
  });
});
