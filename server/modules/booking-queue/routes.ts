// The booking queue: /api/bookings/{cellId}/queue for agents, /api/backoffice/…/queues for the builder company's
// members with the bookings permission (checked in the domain functions, against fresh memberships).
import type { FastifyPluginAsync } from 'fastify';
import {
  changeQueuePlace as changeEndpoint,
  joinQueue as joinEndpoint,
  leaveQueue as leaveEndpoint,
  listObjectQueues,
  listOwnQueuePlaces,
} from '#shared/api/booking-queue.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { requireQueueManager } from './builder-access.ts';
import { changeQueuePlace } from './change-place.ts';
import { joinQueue, leaveQueue } from './join-queue.ts';
import { runQueueLapse } from './lapse-turns.ts';
import { objectQueues } from './object-queues.ts';
import { ownPlaces } from './own-places.ts';

const queueRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });

  route(app, joinEndpoint, async (request) => ({
    place: await joinQueue(deps(), currentUser(request), request.params.cellId, request.body),
  }));
  route(app, leaveEndpoint, async (request) => ({
    place: await leaveQueue(deps(), currentUser(request), request.params.cellId),
  }));
  route(app, listOwnQueuePlaces, async (request) => ({
    data: await ownPlaces(deps(), currentUser(request).id),
  }));

  route(app, listObjectQueues, async (request) => {
    const objectId = request.params.id;
    await requireQueueManager(app.db, currentUser(request), objectId);
    // Turns that ran out by this request's clock pass first: the screen shows what the job would leave.
    await runQueueLapse(deps(), { objectId });
    return { data: await objectQueues(app.db, objectId) };
  });
  route(app, changeEndpoint, async (request) => ({
    queue: await changeQueuePlace(deps(), currentUser(request), request.params.id, request.body),
  }));
};

export default queueRoutes;
