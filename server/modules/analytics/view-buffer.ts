// Views recorded without making a request wait (decision 044): the response hook adds one to a counter in memory,
// keyed by Moscow day, complex or unit, source and viewer; every few seconds (and when the app closes) the counters go
// to analytics_views in one upsert. The builder's own staff (the complex's owner, its company's members) are dropped
// in that statement, read as fresh as the data. A node that dies loses at most its last few seconds of views.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TViewSource } from '#shared/analytics.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { routedPath } from '../../core/routed-path.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isBot, sourceOf } from './view-source.ts';

export interface View {
  day: string;
  objectId: number | null;
  cellId: number | null;
  source: TViewSource;
  userId: number | null;
}

/** Most distinct keys held between flushes; past it a flush starts at once. */
const MAX_KEYS = 5_000;
const FLUSH_MS = 5_000;

export class ViewBuffer {
  private counts = new Map<string, { view: View; n: number }>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(view: View): void {
    const key = `${view.day}|${view.objectId}|${view.cellId}|${view.source}|${view.userId}`;
    const held = this.counts.get(key);
    if (held) held.n += 1;
    else this.counts.set(key, { view, n: 1 });
    if (this.counts.size >= MAX_KEYS) void this.flush();
  }

  /** Writes what is held in one statement; a failed write is reported and its views dropped. */
  flush(): Promise<void> {
    const batch = [...this.counts.values()];
    this.counts = new Map();
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() => writeViews(this.db, batch).catch(this.onError));
    return this.flushing;
  }
}

export async function writeViews(db: DbOrTx, batch: readonly { view: View; n: number }[]): Promise<void> {
  const rows = JSON.stringify(
    batch.map(({ view, n }) => ({
      d: view.day,
      o: view.objectId,
      c: view.cellId,
      s: view.source,
      u: view.userId,
      n,
    })),
  );
  await db.execute(sql`insert into analytics_views (day, object_id, cell_id, source, views)
    select v.d::date, o.id, coalesce(v.c, 0), v.s, sum(v.n)::int
    from jsonb_to_recordset(${rows}::jsonb) as v(d text, o int, c int, s text, u int, n int)
    left join cells c on c.id = v.c
    join objects o on o.id = coalesce(v.o, c.object_id)
    where (v.c is null or c.id is not null)
      and (v.u is null or not (o.owner_id is not distinct from v.u or exists (select 1 from company_members m
        where m.company_id = o.company_id and m.user_id = v.u)))
    group by 1, 2, 3, 4
    on conflict (object_id, day, cell_id, source) do update set views = analytics_views.views + excluded.views`);
}

/** The view a successful response stands for, or null. */
function viewOf(request: FastifyRequest, day: string): View | null {
  const path = routedPath(request);
  const params = request.params as { id?: number };
  const userId = request.user?.id ?? null;
  if (typeof params?.id !== 'number') return null;
  if (request.method === 'POST' && path === '/api/objects/:id') {
    const body = (request.body ?? {}) as { isOffer?: boolean; snapshot?: string | null };
    if (body.isOffer) return null;
    return { day, objectId: params.id, cellId: null, source: sourceOf(request, !!body.snapshot), userId };
  }
  if (request.method === 'GET' && path === '/api/embed/:id')
    return { day, objectId: params.id, cellId: null, source: 'widget', userId };
  if (request.method === 'GET' && path === '/api/cells/:id/history') {
    const query = (request.query ?? {}) as { snapshot?: string | null };
    return { day, objectId: null, cellId: params.id, source: sourceOf(request, !!query.snapshot), userId };
  }
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The views not yet written (server/modules/analytics/view-buffer.ts). */
    views: ViewBuffer;
  }
}

/** Counts the complex pages, unit cards and widget openings the app answers; registered on the root instance. */
export function registerViewRecording(app: FastifyInstance): void {
  const buffer = new ViewBuffer(app.db, (err) => app.log.error({ err }, 'recording views failed'));
  app.decorate('views', buffer);
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode === 200 && !isBot(request.headers['user-agent'])) {
      const view = viewOf(request, moscowDay(app.clock.now()));
      if (view) buffer.add(view);
    }
    done();
  });
  const timer = setInterval(() => void buffer.flush(), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await buffer.flush();
  });
}
