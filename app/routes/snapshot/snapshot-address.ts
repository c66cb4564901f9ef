// The loader of the public snapshot routes: an address that cannot be a snapshot (or an object in it) is a 404,
// shown as «Страница не найдена», not as a snapshot that failed to load.
import type { LoaderFunctionArgs } from 'react-router';
import { looksLikeSnapshotId } from '#shared/snapshot-id.ts';

const isId = (value: string | undefined) => value === undefined || /^[1-9]\d{0,9}$/.test(value);

export function snapshotAddress({ params }: LoaderFunctionArgs): null {
  if (!looksLikeSnapshotId(params.id ?? '') || !isId(params.objectId) || !isId(params.chess))
    throw new Response(null, { status: 404 });
  return null;
}
