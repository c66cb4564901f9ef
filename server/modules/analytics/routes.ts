// «Аналитика» of the builder company: /api/backoffice/analytics/*. Every route reads the caller's memberships fresh
// and narrows to the company's complexes (scope.ts) before a report's one domain function runs.
import type { FastifyPluginAsync } from 'fastify';
import type { TAnalyticsReport, TFunnelBy, TPaceBy } from '#shared/analytics.ts';
import * as api from '#shared/api/analytics.ts';
import type { TAnalyticsExportQuery } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { route } from '../../core/route.ts';
import { ValidationFailed } from '../../errors.ts';
import { membershipsOf } from '../../policies/companies.ts';
import { attachment } from '../snapshot/routes.ts';
import { loadDemand } from './demand.ts';
import { tablesCsv, tablesXlsx } from './export.ts';
import { loadFunnel } from './funnel.ts';
import { loadPace } from './pace.ts';
import { periodOf } from './period.ts';
import { savePlan } from './plan.ts';
import { loadPrices } from './prices.ts';
import {
  demandTables,
  funnelTables,
  paceTables,
  pricesTables,
  stockTables,
  type Table,
} from './report-tables.ts';
import { analyticsScope } from './scope.ts';
import { loadStock } from './stock.ts';

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const scope = async (request: Parameters<typeof membershipsOf>[0], objectId?: number | null) =>
    analyticsScope(app.db, await membershipsOf(request), objectId);
  const pastDay = (at: string | null | undefined) => {
    if (at && at > moscowDay(app.clock.now()))
      throw new ValidationFailed({ at: [analyticsTexts.fields.future] });
    return at ?? null;
  };

  const stock = async (objectIds: number[], at?: string | null) => loadStock(app.db, objectIds, pastDay(at));
  const pace = (objectIds: number[], q: { from?: string | null; to?: string | null }, by: TPaceBy) =>
    loadPace(app.db, objectIds, periodOf(q, app.clock.now()), by, app.clock.now());
  const prices = (objectIds: number[], q: { from?: string | null; to?: string | null }) =>
    loadPrices(app.db, objectIds, periodOf(q, app.clock.now()), app.clock.now());
  const funnel = (objectIds: number[], q: { from?: string | null; to?: string | null }, by: TFunnelBy) =>
    loadFunnel(app.db, objectIds, periodOf(q, app.clock.now()), by);

  route(app, api.getAnalyticsStock, async (request) =>
    stock((await scope(request, request.query.objectId)).objectIds, request.query.at),
  );
  route(app, api.getAnalyticsPace, async (request) =>
    pace((await scope(request, request.query.objectId)).objectIds, request.query, request.query.by),
  );
  route(app, api.getAnalyticsPrices, async (request) =>
    prices((await scope(request, request.query.objectId)).objectIds, request.query),
  );
  route(app, api.getAnalyticsFunnel, async (request) =>
    funnel((await scope(request, request.query.objectId)).objectIds, request.query, request.query.by),
  );
  route(app, api.getAnalyticsDemand, async (request) =>
    loadDemand(app.db, (await scope(request, request.query.objectId)).objectIds, app.clock.now()),
  );
  route(app, api.putAnalyticsPlan, async (request) => {
    await scope(request, request.body.objectId);
    return savePlan(app.db, request.body, app.clock.now());
  });

  const tables = async (query: TAnalyticsExportQuery, objectIds: number[]): Promise<Table[]> => {
    const report: TAnalyticsReport = query.report;
    switch (report) {
      case 'stock':
        return stockTables(await stock(objectIds, query.at));
      case 'pace':
        return paceTables(await pace(objectIds, query, query.by === 'month' ? 'month' : 'week'));
      case 'prices':
        return pricesTables(await prices(objectIds, query));
      case 'funnel':
        return funnelTables(
          await funnel(
            objectIds,
            query,
            query.by === 'manager' || query.by === 'agency' ? query.by : 'source',
          ),
        );
      default:
        return demandTables(await loadDemand(app.db, objectIds, app.clock.now()));
    }
  };
  const fileName = (report: TAnalyticsReport, ext: string) =>
    attachment(
      `${analyticsTexts.export.file(report, moscowDay(app.clock.now()))}.${ext}`,
      `analytics-${report}.${ext}`,
    );

  route(app, api.exportAnalyticsXlsx, async (request, reply) => {
    const { objectIds } = await scope(request, request.query.objectId);
    const body = await tablesXlsx(await tables(request.query, objectIds));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', fileName(request.query.report, 'xlsx'))
      .header('cache-control', 'no-store')
      .send(body);
  });
  route(app, api.exportAnalyticsCsv, async (request, reply) => {
    const { objectIds } = await scope(request, request.query.objectId);
    const body = tablesCsv(await tables(request.query, objectIds));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', fileName(request.query.report, 'csv'))
      .header('cache-control', 'no-store')
      .send(body);
  });
};

export default analyticsRoutes;
