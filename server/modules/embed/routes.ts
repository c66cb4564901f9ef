// The widget's public API (/api/embed/…) and the back-office list of sites allowed to frame it. The page itself,
// /embed/{id}, with its frame-ancestors, is page.ts.
import type { FastifyPluginAsync } from 'fastify';
import { BookingKind, BookingSource } from '#shared/bookings.ts';
import {
  createEmbedRequest,
  getEmbedObject,
  getEmbedSection,
  getEmbedSettings,
  updateEmbedSettings,
} from '#shared/api/embed.ts';
import { route } from '../../core/route.ts';
import { ownObject, requireCabinet } from '../backoffice/access.ts';
import { createBooking } from '../bookings/create-booking.ts';
import { expireIfDue } from '../bookings/list-bookings.ts';
import { loadChessView } from '../chess/load-chess-view.ts';
import { findEmbedTarget, requireEmbeddable } from '../../policies/embeddable.ts';
import { BUYER_ACCESS } from '../../policies/visibility.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { loadEmbedObject } from './load-embed-object.ts';
import { replaceOrigins } from './origins.ts';
import { RequestLimits } from './request-limits.ts';
import { windowCounter } from '../../providers/window-counter.ts';

const embedRoutes: FastifyPluginAsync = async (app) => {
  const limits = new RequestLimits(windowCounter(app.redis));

  route(app, getEmbedObject, async (request) =>
    loadEmbedObject(app.db, await requireEmbeddable(app.db, request.params.id)),
  );

  route(app, getEmbedSection, async (request) => {
    const { id, sectionId } = request.params;
    await requireEmbeddable(app.db, id);
    const now = app.clock.now();
    await expireIfDue({ db: app.db, realtime: app.realtime, now, cache: app.cache }, { objectId: id });
    return loadChessView(app.db, app.storage, { objectId: id, sectionId }, BUYER_ACCESS, {}, now);
  });

  route(app, createEmbedRequest, async (request) => {
    const { id } = request.params;
    await requireEmbeddable(app.db, id);
    const now = app.clock.now();
    const { cellId, name, phone, comment, website, consentVersion } = request.body;
    // A bot fills the field people never see: it is told the request went, and nothing is stored or counted,
    // so traps cannot spend the complex's window for real buyers.
    if (website) return { sent: true as const };
    await limits.take({ ip: request.ip, objectId: id }, now);
    await createBooking(
      { db: app.db, realtime: app.realtime, now },
      null,
      {
        cellId,
        kind: BookingKind.request,
        clientName: name,
        clientPhone: phone,
        comment,
      },
      { objectId: id, source: BookingSource.widget, consentVersion },
    );
    return { sent: true as const };
  });

  route(app, getEmbedSettings, async (request) => {
    const object = await ownObject(app.db, requireCabinet(request), request.params.id);
    return settingsOf(object.id);
  });

  route(app, updateEmbedSettings, async (request) => {
    const user = requireCabinet(request);
    await app.db.transaction(async (tx) => {
      const object = await ownObject(tx, user, request.params.id, { lock: true });
      await requireObjectPermission(tx, user, object.id, 'settings');
      await replaceOrigins(tx, object.id, request.body.origins, app.clock.now());
    });
    return settingsOf(request.params.id);
  });

  async function settingsOf(objectId: number) {
    const { origins, published } = await findEmbedTarget(app.db, objectId);
    return { origins, published };
  }
};

export default embedRoutes;
