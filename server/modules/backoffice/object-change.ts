// Every change of a complex in the back-office goes the same way: one transaction that locks the caller's complex
// (NotFound for anyone else's, nothing changed), does the work, marks the complex changed and reads it back as the
// editor shows it. Work that touches files returns a function run after the commit. Every change moves the complex's
// version on; one based on an older version (`expected`) is refused with 409 before any work (decision 018).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { bumpVersion } from '../../core/versions.ts';
import type { Tx } from '../../db/client.ts';
import { objects, type ObjectRow, type UserRow } from '../../db/schema/index.ts';
import { objectPermissions, type TObjectPermissions } from '../../policies/object-permissions.ts';
import { ownObject, requireCabinet } from './access.ts';
import { loadBackofficeObject } from './load-backoffice-object.ts';

type AfterCommit = (() => unknown) | void;

export async function changeObject(
  app: FastifyInstance,
  request: FastifyRequest,
  objectId: number,
  work: (
    tx: Tx,
    object: ObjectRow,
    user: UserRow,
    now: Date,
    can: TObjectPermissions,
  ) => Promise<AfterCommit>,
  expected?: number,
): Promise<TBackofficeObject> {
  const user = requireCabinet(request);
  const now = app.clock.now();
  const { result, after } = await app.db.transaction(async (tx) => {
    const object = await ownObject(tx, user, objectId, { lock: true });
    await bumpVersion(tx, objects, objectId, expected, versionTexts.stale.object);
    const can = await objectPermissions(tx, user, object);
    const after = await work(tx, object, user, now, can);
    const [fresh] = await tx
      .update(objects)
      .set({ updatedAt: now })
      .where(eq(objects.id, objectId))
      .returning();
    return { result: { ...(await loadBackofficeObject(tx, app.storage, fresh!)), can }, after };
  });
  if (after) {
    try {
      await after();
    } catch (error) {
      // Files left behind cost disk space, not correctness: the rows are gone.
      request.log.warn({ err: error }, 'back-office: removing files failed');
    }
  }
  return result;
}
