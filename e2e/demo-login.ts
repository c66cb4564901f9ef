// Demo tokens: issued through the data layer by the global setup (demo-tokens.ts) into e2e/.output/tokens-<run>/;
// when a spec has logged one out, the account logs in again through the API, once, under a lock.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_CODE, DEMO_PHONES, type DemoRole } from './demo.ts';
import { e2eBaseURL, runId, tokensDir } from './paths.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';

const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
};

/** The demo logins call from their own address, apart from the tests' (see testIp in fixtures.ts). */
const DEMO_IP = '10.255.255.1';

export async function apiPost(url: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { ...JSON_HEADERS, 'x-forwarded-for': DEMO_IP };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${e2eBaseURL()}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** Phone + code through the real endpoints; returns the token. */
export async function loginThroughApi(phone: string, code: string): Promise<string> {
  await expectOk(await apiPost('/api/user/code', { phone }), `POST /api/user/code for ${phone}`);
  const body = (await expectOk(
    await apiPost('/api/user/login', { phone, code, consentVersion: PRIVACY_VERSION }),
    `POST /api/user/login for ${phone}`,
  )) as { token?: unknown };
  if (typeof body?.token !== 'string') throw new Error(`POST /api/user/login for ${phone} gave no token`);
  return body.token;
}

/** A cached token is dropped only when the server says it no longer knows it. */
async function stillValid(token: string): Promise<boolean> {
  const res = await apiPost('/api/user/data', {}, token);
  return res.status !== 401;
}

async function readCached(file: string): Promise<string | null> {
  try {
    const { token } = JSON.parse(await readFile(file, 'utf8')) as { token?: unknown };
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

async function withLock<T>(lockDir: string, body: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await mkdir(lockDir); // atomic: only one worker creates it
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding the lock must not block the run forever.
      if (Date.now() > deadline) await rm(lockDir, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await body();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

export async function demoToken(role: DemoRole): Promise<string> {
  const dir = tokensDir(runId());
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${role}.json`);
  const cached = await readCached(file);
  if (cached && (await stillValid(cached))) return cached;
  return withLock(path.join(dir, `${role}.lock`), async () => {
    const again = await readCached(file);
    if (again && again !== cached && (await stillValid(again))) return again;
    const token = await loginThroughApi(DEMO_PHONES[role], DEMO_CODE);
    await writeFile(file, JSON.stringify({ token }));
    return token;
  });
}
