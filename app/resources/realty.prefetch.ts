// The object page's data asked for as the route starts, beside the login guard's user rather than after it: the
// page's first photo waits one request less (bench/web.ts, Lighthouse on /realty/{id}).
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#app/lib/query-client.ts';
import { hasSession } from '#app/lib/session.ts';
import { objectQuery } from './realty.ts';

/** `?show=` of a unit's id goes to the server (it says where the unit is); other values are the page's own. */
export const unitToShow = (show: string | null) => (show && /^\d+$/.test(show) ? show : undefined);

export function prefetchObject({ params, request }: LoaderFunctionArgs): null {
  const id = Number(params.id);
  if (hasSession() && Number.isInteger(id) && id > 0) {
    const show = unitToShow(new URL(request.url).searchParams.get('show'));
    void queryClient.prefetchQuery(objectQuery(id, { show }));
  }
  return null;
}
