// The browser benchmarks' stage: a real server on a copy of the seeded demo data serving the built SPA, the demo
// builder's token, a complex with a fully filled floors × risers section made through the back-office API, and the
// timing helpers read in the page.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_CODE, DEMO_PHONES, demoTestPhones } from '../e2e/demo.ts';
import { loginThroughApi } from '../e2e/demo-login.ts';
import { copySeededTemplate } from '../e2e/seeded-template.ts';
import { startServer, type RunningServer } from '../e2e/server.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { percentile } from './measure.ts';

export interface Stage {
  base: string;
  server: RunningServer;
  api: <T>(token: string, method: string, url: string, body?: object) => Promise<T>;
}

/** Starts the server on a fresh copy of the seeded data under bench/.data/<name>. */
export async function startStage(name: string): Promise<Stage> {
  const port = await freePort();
  process.env.E2E_PORT = String(port);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(import.meta.dirname, '.data', name);
  await rm(dataDir, { recursive: true, force: true });
  await copySeededTemplate(dataDir);
  const server = await startServer({
    port,
    logFile: path.join(dataDir, 'server.log'),
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_TEST_PHONES: demoTestPhones(),
      SMS_PROVIDER: 'log',
      MAIL_PROVIDER: 'log',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      RATE_LIMIT_MAX: '100000',
    },
  });
  async function api<T>(token: string, method: string, url: string, body?: object): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  return { base, server, api };
}

export interface BenchSection {
  /** The demo builder's token (the owner). */
  token: string;
  objectId: number;
  pavilionId: number;
  sectionId: number;
}

export interface SectionOptions {
  /**
   * Put the section in a published demo complex of the builder and publish it with its building, so buyers see it
   * (the buyers' chessboard); otherwise a new, unpublished complex (the editor).
   */
  published?: boolean;
}

/** A building with one section of floors × risers, every unit filled, in a complex of the demo builder. */
export async function makeSection(
  stage: Stage,
  floors: number,
  risers: number,
  { published = false }: SectionOptions = {},
): Promise<BenchSection> {
  const { api } = stage;
  const token = await loginThroughApi(DEMO_PHONES.builder, DEMO_CODE);
  const objectId = published
    ? (await publishedComplex(stage, token)).id
    : (await api<{ id: number }>(token, 'POST', '/api/backoffice/objects', { title: 'ЖК Бенчмарк', type: 1 }))
        .id;
  const pavilion = await api<{ id: number }>(token, 'POST', `/api/backoffice/objects/${objectId}/pavilions`, {
    name: 'Корпус бенчмарка',
  });
  const section = await api<{ id: number }>(
    token,
    'POST',
    `/api/backoffice/pavilions/${pavilion.id}/sections`,
    {
      name: 'Секция 1',
      rows: floors,
      cols: risers,
    },
  );
  const grid = await api<{ cells: { id: number }[] }>(
    token,
    'GET',
    `/api/backoffice/pavilions/${pavilion.id}/sections/${section.id}`,
  );
  // Numbers, statuses and layouts on every unit, so each one renders its full content.
  await Promise.all(
    grid.cells.map((cell, i) =>
      api(token, 'PUT', `/api/backoffice/cells/${cell.id}`, {
        status: [4, 4, 3, 5, 1, 2][i % 6],
        number: String(i + 1),
        area: '42.5',
        price: String(7_000_000 + i * 10_000),
        cntApart: (i % 4) + 1,
        isAction: i % 7 === 0 ? 1 : 0,
      }),
    ),
  );
  if (published) {
    await api(token, 'PUT', `/api/backoffice/pavilions/${pavilion.id}/sections/${section.id}`, {
      published: 1,
    });
    await api(token, 'PUT', `/api/backoffice/objects/${objectId}/pavilions/${pavilion.id}`, { published: 1 });
  }
  return { token, objectId, pavilionId: pavilion.id, sectionId: section.id };
}

async function publishedComplex(stage: Stage, token: string): Promise<{ id: number }> {
  const list = await stage.api<{ data: { id: number; published: boolean }[] }>(
    token,
    'GET',
    '/api/backoffice/objects?page=1',
  );
  const found = list.data.find((object) => object.published);
  if (!found) throw new Error('the demo builder has no published complex');
  return found;
}

/** A demo account's token, e.g. the buyer's. */
export const tokenOf = (phone: string) => loginThroughApi(phone, DEMO_CODE);

/** Times `action` (run in the page) to the frame after it, in ms. */
export const frameAfter = (page: Page, action: string) =>
  page.evaluate(async (code) => {
    const started = performance.now();
    new Function(code)();
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  }, action);

export const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
};

/** A Markdown table row of a figure list. */
export function tableRow(name: string, list: number[]): string {
  const s = stats(list);
  const fmt = (n: number) => n.toFixed(1);
  return `| ${name} | ${list.length} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} |`;
}
