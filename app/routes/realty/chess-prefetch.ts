// The chessboard page's data asked for as the route starts: the object and the board together, not one after the
// other. The board needs only the object's and the section's ids; without a section in the address, the object
// names its first one, and the board is asked for the moment the object arrives (not once the page has drawn).
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#app/lib/query-client.ts';
import { hasSession } from '#app/lib/session.ts';
import { chessQuery } from '#app/resources/chess.ts';
import { objectQuery } from '#app/resources/realty.ts';
import { readCurrentFilter } from '#app/features/chess/lib/current-filter.ts';

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function prefetchChess({ params }: LoaderFunctionArgs): null {
  const objectId = idOf(params.id);
  if (!hasSession() || objectId === null) return null;
  // The same filter the screen reads, so the screen finds this very request in the cache.
  const filter = readCurrentFilter();
  const sectionId = idOf(params.chess);
  // A failure is the page's to show (its own query holds it).
  const object = queryClient.fetchQuery(objectQuery(objectId)).catch(() => null);
  if (sectionId !== null) {
    void queryClient.prefetchQuery(chessQuery(objectId, sectionId, filter));
    return null;
  }
  void object.then((o) => {
    const first = o?.pavilions.find((p) => p.sections.length > 0)?.sections[0]?.id;
    if (first) void queryClient.prefetchQuery(chessQuery(objectId, first, filter));
  });
  return null;
}
