import { parseEnv, type Env } from './env.ts';
import { envErrorMessage } from './env-messages.ts';

/** Parses the environment (process.env by default); on a wrong value prints what is wrong and exits. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  if ('problems' in parsed) {
    console.error(envErrorMessage(parsed.problems));
    process.exit(1);
  }
  return parsed.env;
}
