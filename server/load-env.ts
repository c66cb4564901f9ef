import { parseEnv, type Env } from './env.ts';

/** Parses process.env; on a wrong value prints what is wrong and exits. */
export function loadEnvOrExit(): Env {
  const parsed = parseEnv(process.env);
  if ('problems' in parsed) {
    console.error(`Kvartal cannot start, the environment is wrong:\n  ${parsed.problems.join('\n  ')}`);
    process.exit(1);
  }
  return parsed.env;
}
