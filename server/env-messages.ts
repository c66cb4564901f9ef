// Messages about a wrong environment, for the operator who starts the server: plain English, the allowed values
// listed, never the Russian texts the app installs for its users (server/app.ts sets that locale globally at import,
// before main.ts reads the environment) and never a variable's value (it may be a secret).
import { z } from 'zod';

const english = z.locales.en().localeError;

export function envIssueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      if (issue.expected === 'number') return 'must be a number';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be a ${issue.expected}`;
    case 'too_small': {
      const unit = issue.origin === 'string' ? ' characters' : '';
      return `must be ${issue.inclusive === false ? 'greater than' : 'at least'} ${issue.minimum}${unit}`;
    }
    case 'too_big': {
      const unit = issue.origin === 'string' ? ' characters' : '';
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${unit}`;
    }
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a URL, e.g. https://kvartal.example';
      return `must be a valid ${issue.format}`;
    default: {
      const text = english(issue);
      return typeof text === 'string' ? text : (text?.message ?? 'is not valid');
    }
  }
}

// Production refusals of a setting that works but does not fit a public site (server/env.ts); each names the
// variable that allows it anyway.
export const EMBEDDED_DB_REFUSED =
  'required in production: the embedded database serves one host only; set ALLOW_EMBEDDED_DB=1 to run on it anyway (docs/DEPLOY.md)';
export const OSM_TILES_REFUSED =
  "the public OpenStreetMap tile server is refused in production: set your provider's MAP_TILE_URL and MAP_ATTRIBUTION, or ALLOW_OSM_TILES=1 to use it anyway";
export const METRICS_PORT_IS_PORT =
  'must differ from PORT: the metrics listener keeps /metrics off the public port (docs/DEPLOY.md, «Watching it»)';
export const METRICS_OPEN_REFUSED =
  'opens /metrics to the network without a token: set METRICS_TOKEN too, or METRICS_HOST=127.0.0.1 (docs/DEPLOY.md)';

/** The whole message loadEnvOrExit prints: one line per variable. */
export function envErrorMessage(problems: readonly string[]): string {
  return [
    'Kvartal cannot start: the environment is wrong.',
    ...problems.map((line) => `  ${line}`),
    'Set these variables in the environment or in .env (see .env.example).',
  ].join('\n');
}
