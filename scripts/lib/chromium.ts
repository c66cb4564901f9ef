// Finds the Chromium that Playwright drives (never a downloaded one); as root on Debian, installs it with apt.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';

export const DEFAULT_CHROME = '/usr/bin/chromium';

export function chromePath(): string {
  return process.env.CHROME_PATH || DEFAULT_CHROME;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const canApt = () =>
  process.getuid?.() === 0 && existsSync('/etc/debian_version') && executable('/usr/bin/apt-get');

function apt(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`apt-get ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

/** Empty package lists (a fresh container) make `apt-get install` find nothing. */
function aptListsEmpty(): boolean {
  try {
    return !readdirSync('/var/lib/apt/lists').some((f) => f.includes('_Packages'));
  } catch {
    return true;
  }
}

/** The Chromium executable, installing Debian's package when we may; throws a message saying what to do. */
export function ensureChromium(): string {
  const wanted = chromePath();
  if (executable(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${wanted} is not an executable Chromium.`);
  }
  if (!canApt()) {
    throw new Error(
      `Chromium is missing at ${DEFAULT_CHROME}. Install it (Debian: apt-get install chromium) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary. Browsers are never downloaded by Playwright here.',
    );
  }
  console.log('Chromium is missing: installing Debian’s chromium with apt-get (about 30 s)…');
  if (aptListsEmpty()) apt(['update', '-qq']);
  // DejaVu carries Cyrillic, so screenshots of Russian text are readable.
  apt(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
  if (!executable(DEFAULT_CHROME))
    throw new Error(`apt-get installed chromium but ${DEFAULT_CHROME} is missing.`);
  return DEFAULT_CHROME;
}
