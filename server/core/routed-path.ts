// What a request runs, for the decisions made before its handler (the API's rate limit, the wrapper's CORS, the jobs'
// nudge): the pattern of the route it matched, never the raw URL. The router decodes the path, so `/%61pi/regions`
// runs /api/regions while its raw URL does not start with /api/.
import type { FastifyRequest } from 'fastify';

/** The matched route's pattern (`/api/objects/:id`), or for a request no route matched, its decoded path. */
export function routedPath(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
