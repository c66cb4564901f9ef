// The first screen of /feed, an object's page and its chessboard, painted by the server into index.html with the
// answers the app would ask for first (decision 033). A page load carries no Authorization header: the app mirrors
// its token into a cookie sent to these pages only (shared/first-paint.ts). The data comes from the same functions
// the API calls, once: the page's inline early script hands the inlined answers to the app instead of asking again.
// Anything unknown, logged out or failing gives null: the plain index.html, as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role, UserStatus } from '#shared/enums.ts';
import { defaultFeedPayload } from '#shared/early-script.ts';
import { FEED_COOKIE, SESSION_COOKIE, type FirstPaintAnswer } from '#shared/first-paint.ts';
import { ZSearchFilter } from '#shared/schemas/filter.ts';
import { ZObjectAnswer } from '#shared/schemas/realty.ts';
import { ZSearchResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findUserByTokenCached } from '../auth/token-cache.ts';
import { complexPage } from '../realty/complex-page.ts';
import { searchPageOne } from '../search/cached-search.ts';
import { renderFeed, renderObjectHead, withFirstPaint } from './render.ts';
import { userAccess } from '../../policies/visibility.ts';

/** The cookies of a request header, decoded; a malformed value is skipped. */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // Not percent-encoded as the app writes it: not ours.
    }
  }
  return cookies;
}

/** The logged-in, active viewer the session cookie names; null otherwise (the API would refuse the same). */
async function viewerOf(app: FastifyInstance, token: string | undefined): Promise<UserRow | null> {
  if (!token) return null;
  const found = await findUserByTokenCached(app.db, app.cache, token, app.clock.now());
  const user = found?.user;
  if (!user || user.group === Role.disabled || user.status !== UserStatus.active) return null;
  return user;
}

interface Painted {
  body: string;
  answers: FirstPaintAnswer[];
}

async function paintFeed(
  app: FastifyInstance,
  viewer: UserRow,
  stored: string | undefined,
): Promise<Painted | null> {
  const payload = stored || defaultFeedPayload();
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const filter = ZSearchFilter.safeParse(json);
  if (!filter.success) return null;
  const answer = ZSearchResponse.parse((await searchPageOne(app, viewer, filter.data)).answer);
  return {
    body: renderFeed(answer.data),
    answers: [{ url: '/api/search?page=1', payload, body: answer }],
  };
}

async function paintObject(
  app: FastifyInstance,
  viewer: UserRow,
  id: number,
  chess: boolean,
): Promise<Painted | null> {
  // Missing or hidden: the app says «Объект не найден» as before.
  const page = await complexPage(app, await userAccess(app.db, viewer), id).catch(() => null);
  if (!page) return null;
  const answer = ZObjectAnswer.parse(page);
  if (answer.isOffer) return null;
  return {
    body: renderObjectHead(answer, chess),
    answers: [{ url: `/api/objects/${id}`, payload: '{}', body: answer }],
  };
}

const OBJECT_PAGE = /^\/realty\/(\d{1,9})(\/chess(?:\/\d{1,9})?)?\/?$/;

/** index.html with the first screen of this page, or null for the plain one. */
export async function firstPaintHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
): Promise<string | null> {
  const url = new URL(request.url, 'http://page');
  const feed = url.pathname === '/feed' && url.searchParams.get('view') !== 'map';
  const object = OBJECT_PAGE.exec(url.pathname);
  // The object page with ?show= asks for another answer (and may move on to the chessboard): left to the app.
  if (!feed && !(object && (object[2] || !url.searchParams.has('show')))) return null;
  const cookies = readCookies(request.headers.cookie);
  const viewer = await viewerOf(app, cookies.get(SESSION_COOKIE));
  if (!viewer) return null;
  const painted = feed
    ? await paintFeed(app, viewer, cookies.get(FEED_COOKIE))
    : await paintObject(app, viewer, Number(object![1]), Boolean(object![2]));
  if (!painted) return null;
  return withFirstPaint(indexHtml, url.pathname, painted.body, painted.answers);
}
