// The part of a complex's page or chessboard every non-managing viewer of a class shares, through the cache: the
// public class, the commission class, and snapshot previews. Keys carry the complex's own counter and the coarse
// one of all complexes; the owner and admins get null and are answered afresh.
import type { FastifyInstance } from 'fastify';
import { ALL_OBJECTS, VERSION_COPY_MS, objectVersion } from '../../core/cache/names.ts';
import type { ObjectRow } from '../../db/schema/index.ts';
import { withFence } from '../../db/read-routing-install.ts';
import { isAdmin } from '../../policies.ts';
import { PUBLIC_TTL_MS, classOf, standIn, timeSlot } from '../search/viewer-class.ts';
import { findVisibleObject, managesObject, type Access } from '../../policies/visibility.ts';

interface Entry<T> {
  companyId: number | null;
  value: T;
}

export async function sharedPart<T>(
  app: FastifyInstance,
  access: Access,
  place: { objectId: number; part: string },
  load: (object: ObjectRow, shared: Access) => Promise<T>,
): Promise<T | null> {
  const viewer = access.preview ? null : access.viewer;
  if (!access.preview && (!viewer || isAdmin(viewer))) return null;
  const cls = viewer ? classOf(viewer) : 'preview';
  const [all, one] = await app.cache.versions([ALL_OBJECTS, objectVersion(place.objectId)], VERSION_COPY_MS);
  const key = `${place.part}:${all}.${one}:${timeSlot(app)}:${cls}:${place.objectId}`;
  let entry = await app.cache.get<Entry<T>>(key);
  if (!entry) {
    // Read where the change that moved the counters is seen (decision 050).
    const filled = await withFence(app, async () => {
      const object = await findVisibleObject(app.readDb, place.objectId, access);
      if (managesObject(access, object)) return null;
      const shared: Access = viewer
        ? { viewer: standIn(classOf(viewer)), preview: false, companyIds: [] }
        : access;
      return { companyId: object.companyId, value: await load(object, shared) };
    });
    if (!filled) return null;
    entry = filled;
    await app.cache.set(key, entry, PUBLIC_TTL_MS);
  }
  return managesObject(access, entry) ? null : entry.value;
}
