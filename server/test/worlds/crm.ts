// Test data of the CRM connectors: the deals world (a builder company with its owner, a manager with bookings, a
// clerk without settings; another builder; an agency) with its units priced, and the steps a booking takes.
import type { Response as LightMyRequest } from 'light-my-request';
import { eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { cells } from '../../db/schema/index.ts';
import { drainOutbox } from '../../modules/outbox/index.ts';
import type { TestContext } from '../app.ts';
import type { Called } from '../call.ts';
import * as dealsApi from '#shared/api/deals.ts';
import { buildDealWorld, type DealWorld, type Person } from './deals.ts';

export const CRM_PRICE = 7_450_000;

export interface CrmWorld extends DealWorld {
  inject(
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequest>;
  crmUrl(companyId?: number): string;
  book(cellId: number, kind?: 'booking' | 'request'): Promise<number>;
  confirm(bookingId: number): Promise<void>;
  openDeal(bookingId: number): Promise<{ id: number; version: number; stage: string }>;
  /** The manager moves the deal to «Договор бронирования» today. */
  agree(deal: { id: number; version: number }): Promise<Called<typeof dealsApi.changeDeal>>;
  drain(): Promise<number>;
}

export async function buildCrmWorld(t: TestContext): Promise<CrmWorld> {
  const w = await buildDealWorld(t);
  await t.db
    .update(cells)
    .set({ price: CRM_PRICE, status: CellStatus.sale })
    .where(eq(cells.objectId, w.objectId));
  const inject: CrmWorld['inject'] = (who, method, url, payload) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as Record<string, unknown> });
  const expectStatus = (res: { statusCode: number; body: string }, status: number) => {
    if (res.statusCode !== status) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  };
  return {
    ...w,
    inject,
    crmUrl: (companyId = w.companyId) => `/api/companies/${companyId}/crm`,
    async book(cellId, kind = 'booking') {
      const res = await inject(kind === 'booking' ? w.agent : w.buyer, 'POST', '/api/bookings', {
        cellId,
        kind,
        clientName: 'Анна Покупателева',
        clientPhone: '+7(918)123-45-67',
      });
      expectStatus(res, 201);
      return res.json().booking.id as number;
    },
    async confirm(bookingId) {
      expectStatus(
        await inject(w.manager, 'PUT', `/api/backoffice/bookings/${bookingId}`, { action: 'confirm' }),
        200,
      );
    },
    async openDeal(bookingId) {
      const res = await inject(w.manager, 'POST', '/api/backoffice/deals', { bookingId, payment: 3 });
      expectStatus(res, 201);
      return res.json().deal;
    },
    agree: (deal) =>
      t.call(
        dealsApi.changeDeal,
        {
          params: { id: deal.id },
          body: {
            version: deal.version,
            stage: 'agreement',
            date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(t.clock.now()),
          },
        },
        w.manager,
      ),
    drain: () => drainOutbox({ db: t.db, now: () => t.clock.now() }),
  };
}
