// Without a .env, `npm start` and `npm run dev` use .env.example's development settings (the demo phones on
// code 123456 among them), so a fresh clone works with no setup. Never in production, never over a real variable.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'dotenv';
import { root } from './proc.ts';

export function exampleEnvFallback(env: NodeJS.ProcessEnv = process.env, dir = root): Record<string, string> {
  if (env.NODE_ENV === 'production' || existsSync(path.join(dir, '.env'))) return {};
  const example = path.join(dir, '.env.example');
  if (!existsSync(example)) return {};
  const values = parse(readFileSync(example, 'utf8'));
  return Object.fromEntries(Object.entries(values).filter(([key]) => env[key] === undefined));
}
