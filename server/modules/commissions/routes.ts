// «Вознаграждения»: /api/commissions for the agent side (the agent, their agency's head), /api/backoffice/commissions
// for the builder company. Who may see or move what is decided in the domain functions against fresh memberships.
import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as api from '#shared/api/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { commissions, companies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../core/route.ts';
import { currentUser, isAdmin } from '../../policies.ts';
import { membershipsOf } from '../../policies/companies.ts';
import { attachment } from '../snapshot/routes.ts';
import { commentCommission, reconcileCommission, updateCommission } from './act-on-commission.ts';
import { actModel, renderAct } from './act-pdf.ts';
import { readingCompanies } from './commission-access.ts';
import { accrualMonthSql } from './commission-totals.ts';
import { commissionsCsv } from './commissions-csv.ts';
import { findVisibleCommission, listBackofficeCommissions, listCommissions } from './list-commissions.ts';
import { presentCommission, presentCommissions } from './present-commission.ts';

const commissionRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now() });

  route(app, api.listCommissions, async (request) =>
    listCommissions(app.db, currentUser(request), await membershipsOf(request), request.query),
  );
  route(app, api.reconcileCommission, async (request) => ({
    commission: await reconcileCommission(
      deps(),
      currentUser(request),
      await membershipsOf(request),
      request.params.id,
      request.body,
    ),
  }));
  route(app, api.commentCommission, async (request) => ({
    commission: await commentCommission(
      deps(),
      currentUser(request),
      await membershipsOf(request),
      request.params.id,
      request.body,
    ),
  }));
  route(app, api.getCommissionAct, async (request, reply) => {
    const caller = currentUser(request);
    const memberships = await membershipsOf(request);
    const row = await findVisibleCommission(app.db, caller, memberships, request.params.id);
    const commission = await presentCommission(app.db, row, caller, memberships);
    const body = await renderAct(await actModel(app.db, commission, app.clock.now()));
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        attachment(fill(commissionTexts.act.file, String(row.id)), `act-${row.id}.pdf`),
      )
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, api.listBackofficeCommissions, async (request) =>
    listBackofficeCommissions(app.db, currentUser(request), await membershipsOf(request), request.query),
  );
  route(app, api.updateBackofficeCommission, async (request) => ({
    commission: await updateCommission(
      deps(),
      currentUser(request),
      await membershipsOf(request),
      request.params.id,
      request.body,
    ),
  }));
  route(app, api.exportBackofficeCommissions, async (request, reply) => {
    const caller = currentUser(request);
    const memberships = await membershipsOf(request);
    const companyIds = readingCompanies(memberships);
    if (!isAdmin(caller) && companyIds.length === 0) throw new AppError('Forbidden');
    const { month } = request.query;
    const rows = await app.db
      .select({ row: commissions, month: accrualMonthSql, agencyInn: companies.inn })
      .from(commissions)
      .leftJoin(companies, eq(companies.id, commissions.agencyId))
      .where(
        and(
          isAdmin(caller) ? undefined : inArray(commissions.companyId, companyIds),
          month ? sql`${accrualMonthSql} = ${month}` : sql`${commissions.accruedAt} is not null`,
        ),
      )
      .orderBy(desc(commissions.accruedAt), desc(commissions.id));
    const presented = await presentCommissions(
      app.db,
      rows.map((r) => r.row),
      caller,
      memberships,
    );
    const items = presented.map((c, i) => ({ ...c, month: rows[i]!.month, agencyInn: rows[i]!.agencyInn }));
    const name = fill(commissionTexts.csv.file, month ?? commissionTexts.screen.allMonths);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(name, `commissions-${month ?? 'all'}.csv`))
      .header('cache-control', 'no-store')
      .send(commissionsCsv(items));
  });
};

export default commissionRoutes;
