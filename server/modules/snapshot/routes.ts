// /api/snapshot: make a public link from a collection, read it (or its PDF) without a token (counting the
// opening), refresh or revoke it (owner only), and the client's reactions through it.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as api from '#shared/api/snapshot.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { idempotent } from '../../core/idempotency.ts';
import { publicUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { windowCounter } from '../../providers/window-counter.ts';
import { addReaction } from './add-reaction.ts';
import { createSnapshot } from './create-snapshot.ts';
import { findLiveSnapshot } from './live-snapshot.ts';
import { readSnapshot } from './read-snapshot.ts';
import { recordOpening } from './record-opening.ts';
import { refreshSnapshot } from './refresh-snapshot.ts';
import { SnapshotPdfCache } from './pdf-cache.ts';
import { preparePdf, renderPdf } from './snapshot-pdf.ts';

/** RFC 6266: the real (Russian) name in filename*, and a plain ASCII one for clients that read only filename. */
export function attachment(fileName: string, fallback = 'podborka.pdf'): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) && !/["\\]/.test(fileName) ? fileName : fallback;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
import { revokeSnapshot } from './revoke-snapshot.ts';
import { isSenderSide } from './sender-side.ts';
import { visitorOf } from './visitor.ts';

const snapshotRoutes: FastifyPluginAsync = async (app) => {
  const pdfs = new SnapshotPdfCache(app.cache, windowCounter(app.redis));

  route(app, api.createSnapshot, (request) =>
    createSnapshot(app.db, currentUser(request), request.body, app.clock.now()),
  );

  route(app, api.getSnapshot, async (request) => {
    const snapshot = await findLiveSnapshot(app.db, request.params.id);
    const now = app.clock.now();
    const visitor = visitorOf(request, app.env.APP_SECRET);
    // The agent (or their agency's head) looking at the link is not a client opening it.
    if (!(await isSenderSide(request, snapshot))) {
      await recordOpening(app.db, app.realtime, snapshot, visitor.id, now);
    }
    const read = await readSnapshot(app.db, app.storage, snapshot, request.user, visitor.id, now);
    return { ...read, visitor: visitor.token };
  });

  route(app, api.getSnapshotPdf, async (request, reply) => {
    const now = app.clock.now();
    const { id } = request.params;
    const { model, version } = await preparePdf(
      app.db,
      app.storage,
      id,
      request.user,
      now,
      publicUrl(app.env, request),
    );
    const body = await pdfs.get({ id, version }, request.ip, now, () =>
      renderPdf(app.db, app.storage, model),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(model.fileName))
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, api.refreshSnapshot, (request) => {
    const source = request.body?.id;
    if (typeof source === 'string' && source !== request.params.id) {
      throw invalid('id', workflowTexts.collections.notFound);
    }
    const collectionId = typeof source === 'number' ? source : undefined;
    return refreshSnapshot(app.db, currentUser(request), request.params.id, collectionId, app.clock.now());
  });

  route(app, api.revokeSnapshot, async (request) => {
    await revokeSnapshot(app.db, currentUser(request), request.params.id, app.clock.now());
    return { ok: true as const };
  });

  // Idempotency-Key (server/core/idempotency.ts): a repeated reaction gets the first answer; db is its transaction.
  const visitorScope = (request: FastifyRequest) => `visitor:${visitorOf(request, app.env.APP_SECRET).id}`;
  const react = idempotent(
    app,
    api.reactToSnapshot,
    async (request, db) => {
      const snapshot = await findLiveSnapshot(db, request.params.id);
      const source = {
        visitorId: visitorOf(request, app.env.APP_SECRET).id,
        ip: request.ip,
        // The owner's «Открыть как клиент» records nothing, nor does their agency's head.
        owner: await isSenderSide(request, snapshot),
      };
      return addReaction(db, app.realtime, snapshot, source, request.body, app.clock.now());
    },
    { scope: visitorScope },
  );
  route(app, api.reactToSnapshot, react);
};

export default snapshotRoutes;
