// npm run dev: the API under `tsx watch` on :3001 and Vite on :3000 (it proxies /api, /files, /socket.io).
// Ctrl+C, or either process ending, stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { exampleEnvFallback } from './lib/example-env.ts';
import { bin, root } from './lib/proc.ts';

const API_PORT = '3001';

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // PORT wins over .env (dotenv never overrides the environment); links point at Vite's :3000, where the app is.
    env: { PUBLIC_URL: 'http://localhost:3000', ...exampleEnvFallback(), ...process.env, PORT: API_PORT },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((done) => c.once('exit', done)))),
  ).then(() => process.exit(code));
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
