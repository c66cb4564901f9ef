// My objects and the object editor: list, create, read, partial update, publish, features.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  createBackofficeObject,
  getBackofficeObject,
  listBackofficeObjects,
  publishBackofficeObject,
  setBackofficeFeatures,
  updateBackofficeObject,
} from '#shared/api/backoffice.ts';
import { route } from '../../core/route.ts';
import { objects, type ObjectRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, ValidationFailed } from '../../errors.ts';
import { isStaff } from '../../policies.ts';
import { objectPermissions } from '../../policies/object-permissions.ts';
import { Feature, type TFeature } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { ownObject, requireCabinet } from './access.ts';
import { createObject } from './create-object.ts';
import { listObjects } from './list-objects.ts';
import { loadBackofficeObject } from './load-backoffice-object.ts';
import { changeObject } from './object-change.ts';
import { publishObject } from './publish-object.ts';
import { updateObject } from './update-object.ts';

const objectsRoutes: FastifyPluginAsync = async (app) => {
  route(app, listBackofficeObjects, (request) =>
    listObjects(app.db, app.storage, requireCabinet(request), request.query.page),
  );

  /** The complex as the editor shows it, with what the caller may do there. */
  const present = async (user: UserRow, object: ObjectRow) => {
    const can = await objectPermissions(app.db, user, object);
    return { ...(await loadBackofficeObject(app.db, app.storage, object)), can };
  };

  route(app, createBackofficeObject, async (request) => {
    const user = requireCabinet(request);
    return present(user, await createObject(app.db, user.id, request.body, app.clock.now()));
  });

  route(app, getBackofficeObject, async (request) => {
    const user = requireCabinet(request);
    return present(user, await ownObject(app.db, user, request.params.id));
  });

  route(app, updateBackofficeObject, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object, _user, now, can) => {
        // The booking, fixation and request-manager settings are the complex's rules: the `settings` permission.
        const { booking, fixation, requestManagerId, deals } = request.body;
        const rules =
          booking !== undefined ||
          fixation !== undefined ||
          requestManagerId !== undefined ||
          deals !== undefined;
        if (rules && !can.settings) throw new AppError('Forbidden', permissionTexts.refused.settings);
        await updateObject(tx, object, request.body, now);
      },
      request.body.version,
    ),
  );

  // PRODUCT §7: POST on objects/{id} publishes or unpublishes.
  route(app, publishBackofficeObject, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object, _user, now, can) => {
        if (!can.publish) throw new AppError('Forbidden', permissionTexts.refused.publish);
        await publishObject(tx, object, request.body.published, now);
      },
      request.body.version,
    ),
  );

  route(app, setBackofficeFeatures, (request) =>
    changeObject(
      app,
      request,
      request.params.id,
      async (tx, object, user) => {
        const features = featuresFromBuilder(object, user, request.body.features);
        await tx.update(objects).set({ features }).where(eq(objects.id, object.id));
      },
      request.body.version,
    ),
  );
};

/**
 * The moderation mark is staff's: a builder neither ticks it (BUILDER_FEATURE_OPTIONS) nor clears it. A complex that
 * carries it keeps it whatever the builder's list says; a builder who adds it is refused.
 */
function featuresFromBuilder(object: ObjectRow, user: UserRow, sent: readonly TFeature[]): TFeature[] {
  if (isStaff(user)) return [...sent];
  const marked = object.features.includes(Feature.blacklist);
  if (!marked && sent.includes(Feature.blacklist)) {
    throw new ValidationFailed({ features: [backofficeTexts.errors.moderationMark] });
  }
  const rest = sent.filter((feature) => feature !== Feature.blacklist);
  return marked ? [Feature.blacklist, ...rest] : rest;
}

export default objectsRoutes;
