// The readers and presenters that run inside a transaction (an idempotent request's, or a write's that answers with
// what it wrote) take one connection: their queries must run one after another, not side by side.
import { describe, expect, it } from 'vitest';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Kind, Role } from '#shared/enums.ts';
import { bookingQueue, companies, companyMembers, fixations } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { visibleItems } from '../modules/collections/visible-items.ts';
import { listAgencyLinks } from '../modules/companies/company-collections.ts';
import { presentFixation } from '../modules/fixations/present-fixation.ts';
import { presentPlace } from '../modules/booking-queue/present-place.ts';
import { loadOfferFull } from '../modules/realty/load-offer-full.ts';
import { userAccess } from '../policies/visibility.ts';
import { watchOverlap } from './query-overlap.ts';
import { useTestApp } from './use-app.ts';
import { complex, resaleOffer, saleCell, useActor } from './worlds/cabinet.ts';

describe('[transactions] queries on one transaction run one at a time', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);

  /** What `work` answers inside a transaction, and the most queries that ran there at once. */
  async function inTransaction<T>(work: (tx: DbOrTx) => Promise<T>) {
    const watch = watchOverlap(t.db);
    try {
      const answer = await t.db.transaction(work);
      return { answer, most: watch.seen.most };
    } finally {
      watch.restore();
    }
  }

  /** A new agency's id; `head` heads it. */
  async function agency(tx: DbOrTx, head?: number) {
    const [row] = await tx
      .insert(companies)
      .values({ kind: CompanyKind.agency, name: 'АН «Прибой»' })
      .returning();
    if (head !== undefined) {
      await tx
        .insert(companyMembers)
        .values({ companyId: row!.id, userId: head, kind: CompanyKind.agency, role: CompanyRole.owner });
    }
    return row!.id;
  }

  it('visibleItems', async () => {
    const sea = await complex(t);
    const offer = await resaleOffer(t, agent);
    const unit = saleCell(sea);
    const items = [
      { kind: Kind.realty, id: sea.object.id },
      { kind: Kind.offer, id: offer.id },
      { kind: Kind.unit, id: unit.id },
    ];
    const { answer, most } = await inTransaction((tx) => visibleItems(tx, items, null));
    expect(answer).toEqual(items);
    expect(most).toBe(1);
  });

  it('listAgencyLinks', async () => {
    const { answer, most } = await inTransaction(async (tx) =>
      listAgencyLinks(tx, await agency(tx, agent.user.id), undefined, 1),
    );
    expect(answer.members.map((m) => m.id)).toEqual([agent.user.id]);
    expect(most).toBe(1);
  });

  it('presentFixation', async () => {
    const sea = await complex(t);
    const { answer, most } = await inTransaction(async (tx) => {
      const agencyId = await agency(tx);
      const [row] = await tx
        .insert(fixations)
        .values({
          objectId: sea.object.id,
          agentId: agent.user.id,
          agencyId,
          clientName: 'Анна',
          clientPhone: '+79990000001',
          state: 'pending',
          days: 30,
        })
        .returning();
      return presentFixation(tx, row!, t.clock.now());
    });
    expect(answer.agent?.id).toBe(agent.user.id);
    expect(answer.objectTitle).toBe(sea.object.title);
    expect(most).toBe(1);
  });

  it('presentPlace', async () => {
    const sea = await complex(t);
    const unit = saleCell(sea);
    const { answer, most } = await inTransaction(async (tx) => {
      const [row] = await tx
        .insert(bookingQueue)
        .values({
          cellId: unit.id,
          objectId: sea.object.id,
          agentId: agent.user.id,
          position: 1,
          state: 'waiting',
        })
        .returning();
      return presentPlace(tx, row!);
    });
    expect(answer).toMatchObject({ cellId: unit.id, rank: 1, length: 1 });
    expect(most).toBe(1);
  });

  it('loadOfferFull', async () => {
    const offer = await resaleOffer(t, agent);
    const { answer, most } = await inTransaction(async (tx) =>
      loadOfferFull(tx, t.storage, offer, await userAccess(tx, agent.user)),
    );
    expect(answer.isOwner).toBe(true);
    expect(most).toBe(1);
  });
});
