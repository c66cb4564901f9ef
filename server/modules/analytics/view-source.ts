// Which openings count as views and where they came from. Bots and link previewers are left out by User-Agent;
// a request through a sent collection is «collection», the widget's own route «widget», a page opened from a portal
// feed's link (its address carries from=feed or utm_source) «feed», anything else the app.
import type { FastifyRequest } from 'fastify';
import type { TViewSource } from '#shared/analytics.ts';

const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|vkshare|telegram|whatsapp|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|httpclient|lightmyrequest|^$/i;

export const isBot = (userAgent: string | undefined) => BOTS.test(userAgent ?? '');

/** A portal's click-through: the page's address (the API call's Referer) says so. */
export function fromFeed(request: FastifyRequest): boolean {
  const referer = request.headers.referer ?? '';
  return /[?&](from=feed|utm_source=)/i.test(referer);
}

export function sourceOf(request: FastifyRequest, viaSnapshot: boolean): TViewSource {
  if (viaSnapshot) return 'collection';
  return fromFeed(request) ? 'feed' : 'app';
}
