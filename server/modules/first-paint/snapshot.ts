// The first screen of a sent collection (/{id}), painted for a client who opens the link with no session: the same
// read the API answers (readSnapshot), as nobody in particular — no caller, no visitor — so it shows what every
// visitor sees and records no opening; the app's own request (asked for by the early script at once) counts the
// opening and brings this visitor's marks and comments. No answer is inlined for the same reason.
import type { FastifyInstance } from 'fastify';
import type { SnapshotRow } from '../snapshot/live-snapshot.ts';
import { readSnapshot } from '../snapshot/read-snapshot.ts';
import { withFirstPaint } from './render.ts';
import { renderSnapshot } from './render-snapshot.ts';

/** Matches no visitor's reactions: the painted page carries none. */
const NOBODY = '';

export async function paintSnapshot(
  app: FastifyInstance,
  row: SnapshotRow,
  path: string,
  indexHtml: string,
): Promise<string | null> {
  const read = await readSnapshot(app.db, app.storage, row, null, NOBODY, app.clock.now());
  return withFirstPaint(indexHtml, path, renderSnapshot(read), [], 'public');
}
