// docs/decisions/011-commission-in-the-back-office.md: the owner sees and edits their own complex's commission terms
// in the back-office whatever their role; nobody else's commission reaches them there, and on the buyers' side only
// agents, moders and admins see commission (PRODUCT §6), the owner included.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CommissionType, OfferStatus, Role } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { cells, objects, offers } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { useCaller } from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as realtyApi from '#shared/api/realty.ts';

const t = useTestApp();
const owner = useCaller(t);
const stranger = useCaller(t);
const agent = useCaller(t, { abilities: [], group: Role.agent });
const admin = useCaller(t, { abilities: [], group: Role.admin });

/** A published complex of the owner with commission terms, and an agent's resale offer (with its own terms) on a unit. */
async function complex() {
  const created = await createComplex(t.db, t.storage, {
    object: {
      title: 'ЖК Комиссия',
      ownerId: owner.user.id,
      published: true,
      commission: 3.5,
      commissionText: '3,5% после регистрации ДДУ',
    },
    pavilions: [
      {
        name: 'Корпус 1',
        published: true,
        sections: [{ name: 'Секция 1', published: true, grid: plainGrid({ floors: 2, risers: 2 }) }],
      },
    ],
  });
  const objectId = created.object.id;
  const pavilionId = created.pavilions[0]!.pavilion.id;
  const sectionId = created.pavilions[0]!.sections[0]!.id;
  const [cell] = await t.db.select().from(cells).where(eq(cells.sectionId, sectionId));
  const [offer] = await t.db
    .insert(offers)
    .values({
      userId: agent.user.id,
      status: OfferStatus.active,
      objectId,
      sectionId,
      cellId: cell!.id,
      price: 12_500_000,
      area: 30,
      commissionType: CommissionType.fiftyFifty,
      commissionPrice: 150_000,
    })
    .returning();
  return {
    objectId,
    cellId: cell!.id,
    offerId: offer!.id,
    pavilionId,
    sectionId,
  };
}

const offerOn = (
  section: { cells: { id: number; offers: { id: number; commission: unknown }[] }[] },
  cellId: number,
) => section.cells.find((c) => c.id === cellId)!.offers[0]!;

describe('[backoffice] commission terms', () => {
  it('[backoffice] the owner (role user) sees and edits their complex’s commission in the back-office', async () => {
    const c = await complex();
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id: c.objectId } }, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().commission).toEqual({
      percent: 3.5,
      text: '3,5% после регистрации ДДУ',
      kind: 'percent',
      fixed: null,
      overrides: [],
    });

    const edit = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id: c.objectId },
        body: {
          commission: { percent: '4', text: 'После оплаты' },
        },
      },
      owner,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().commission).toEqual({
      percent: 4,
      text: 'После оплаты',
      kind: 'percent',
      fixed: null,
      overrides: [],
    });
    const [row] = await t.db.select().from(objects).where(eq(objects.id, c.objectId));
    expect([row!.commission, row!.commissionText]).toEqual([4, 'После оплаты']);
  });

  it('[backoffice] another owner neither reads nor changes it, and no answer carries it', async () => {
    const c = await complex();
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id: c.objectId } }, stranger);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('3,5%');
    const edit = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id: c.objectId },
        body: {
          commission: { percent: 9, text: 'Чужие условия' },
        },
      },
      stranger,
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('3,5%');
    const [row] = await t.db.select().from(objects).where(eq(objects.id, c.objectId));
    expect([row!.commission, row!.commissionText]).toEqual([3.5, '3,5% после регистрации ДДУ']);
    // The list of my objects has no commission at all, not even the caller's own.
    const list = await t.callRaw(backofficeApi.listBackofficeObjects, null, owner);
    expect(list.json().data[0]).not.toHaveProperty('commission');
  });

  it('[backoffice] a resale offer on the owner’s unit keeps its commission from a user-role owner; staff see it', async () => {
    const c = await complex();
    const own = (
      await t.call(chessEditorApi.getSection, { params: { pid: c.pavilionId, sid: c.sectionId } }, owner)
    ).json();
    expect(offerOn(own, c.cellId)).toMatchObject({ id: c.offerId, commission: null });
    // The answer of a unit's edit is the same chessboard.
    const cell = await t.call(
      chessEditorApi.updateCell,
      { params: { id: c.cellId }, body: { number: '101' } },
      owner,
    );
    expect(cell.json().offers[0]).toMatchObject({ id: c.offerId, commission: null });
    const massive = await t.call(
      chessEditorApi.massAction,
      {
        params: { id: own.id },
        body: {
          type: 1,
          value: 0,
        },
      },
      owner,
    );
    expect(offerOn(massive.json().section, c.cellId).commission).toBeNull();

    const staff = (
      await t.call(chessEditorApi.getSection, { params: { pid: c.pavilionId, sid: c.sectionId } }, admin)
    ).json();
    expect(offerOn(staff, c.cellId).commission).toEqual({ type: CommissionType.fiftyFifty, price: 150_000 });
  });

  it('[backoffice] on the buyers’ side the owner sees no commission of their own complex; an agent does', async () => {
    const c = await complex();
    const asOwner = await t.call(realtyApi.getObject, { params: { id: c.objectId } }, owner);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().commission).toBeNull();
    const asAgent = await t.call(realtyApi.getObject, { params: { id: c.objectId } }, agent);
    expect(asAgent.json().commission).toEqual({ percent: 3.5, text: '3,5% после регистрации ДДУ' });
  });
});
