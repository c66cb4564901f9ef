import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../test/use-app.ts';
import { NotificationType } from '#shared/enums.ts';
import type { TFilterMatchPayload } from '#shared/filter-alerts.ts';
import {
  deadlineHistory,
  filterAlertQueue,
  notifications,
  objects,
  pavilions,
} from '../../db/schema/index.ts';
import { runFilterAlerts } from '../saved-filters/run-alerts.ts';
import { caller, sectionFixture, useCaller, type Caller } from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as deadlineHistoryApi from '#shared/api/deadline-history.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as searchApi from '#shared/api/search.ts';
import type { TestInputOf } from '../../test/call.ts';

type PavilionEdit = TestInputOf<typeof chessEditorApi.updatePavilion>['body'];

describe('[deadline-history] a building’s handover date moved is kept, shown and filtered on', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const buyer = useCaller(t, { abilities: [] });

  async function publishedComplex() {
    const fixture = await sectionFixture(t, owner.user.id, { published: true });
    await t.db.update(objects).set({ published: true }).where(eq(objects.id, fixture.objectId));
    await t.db.update(pavilions).set({ dateBuild: '2026-10-01' }).where(eq(pavilions.id, fixture.pavilionId));
    return fixture;
  }
  const editPavilion = (objectId: number, pavilionId: number, body: PavilionEdit, who: Caller = owner) =>
    t.call(chessEditorApi.updatePavilion, { params: { id: objectId, pid: pavilionId }, body }, who);
  const move = (objectId: number, pavilionId: number, month: string) =>
    editPavilion(objectId, pavilionId, { dateBuild: month });
  const history = (objectId: number, who: Caller | null = buyer) =>
    t.callRaw(deadlineHistoryApi.getDeadlineHistory, { params: { id: objectId } }, who);
  const card = async (objectId: number, filter: object = {}) => {
    const res = await t.callRaw(searchApi.searchCards, { body: { objectId, ...filter } }, buyer);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { id: number; deadlineShifts: number }[] }).data.find(
      (c) => c.id === objectId,
    );
  };

  it('records each change with who and when; a later quarter counts as a postponement, an earlier one does not', async () => {
    const { objectId, pavilionId } = await publishedComplex();
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    expect((await move(objectId, pavilionId, '04.2027')).statusCode).toBe(200);
    t.clock.set(new Date('2026-09-15T10:00:00Z'));
    expect((await move(objectId, pavilionId, '11.2027')).statusCode).toBe(200);
    // Within the same quarter: a change, not a postponement.
    expect((await move(objectId, pavilionId, '12.2027')).statusCode).toBe(200);
    expect((await move(objectId, pavilionId, '09.2027')).statusCode).toBe(200);

    const rows = await t.db.select().from(deadlineHistory).where(eq(deadlineHistory.objectId, objectId));
    expect(rows.map((r) => [r.fromDate, r.toDate, r.byUserId, r.cause])).toEqual([
      ['2026-10-01', '2027-04-01', owner.user.id, 'building'],
      ['2027-04-01', '2027-11-01', owner.user.id, 'building'],
      ['2027-11-01', '2027-12-01', owner.user.id, 'building'],
      ['2027-12-01', '2027-09-01', owner.user.id, 'building'],
    ]);
    const res = await history(objectId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shifts: 2,
      moves: [
        {
          pavilionId,
          building: 'Корпус 1',
          from: '2026-10-01',
          to: '2027-04-01',
          at: '2026-03-02T10:00:00.000Z',
          later: true,
        },
        {
          pavilionId,
          building: 'Корпус 1',
          from: '2027-04-01',
          to: '2027-11-01',
          at: '2026-09-15T10:00:00.000Z',
          later: true,
        },
        {
          pavilionId,
          building: 'Корпус 1',
          from: '2027-11-01',
          to: '2027-12-01',
          at: '2026-09-15T10:00:00.000Z',
          later: false,
        },
        {
          pavilionId,
          building: 'Корпус 1',
          from: '2027-12-01',
          to: '2027-09-01',
          at: '2026-09-15T10:00:00.000Z',
          later: false,
        },
      ],
    });
    expect((await card(objectId))?.deadlineShifts).toBe(2);
  });

  it('a first date set, an unchanged one or a rename is no move', async () => {
    const { objectId, pavilionId } = await publishedComplex();
    await t.db.update(pavilions).set({ dateBuild: null }).where(eq(pavilions.id, pavilionId));
    expect((await move(objectId, pavilionId, '06.2027')).statusCode).toBe(200);
    expect((await move(objectId, pavilionId, '06.2027')).statusCode).toBe(200);
    const renamed = await editPavilion(objectId, pavilionId, { name: 'Литер Б' }, owner);
    expect(renamed.statusCode).toBe(200);
    expect(await t.db.$count(deadlineHistory, eq(deadlineHistory.objectId, objectId))).toBe(0);
    expect((await history(objectId)).json()).toEqual({ shifts: 0, moves: [] });
  });

  // The saved filters' alerts ask the same of it: server/modules/saved-filters/match-sql.test.ts.
  it('«Без переносов срока» leaves out a postponed complex', async () => {
    const kept = await publishedComplex();
    const moved = await publishedComplex();
    expect((await move(moved.objectId, moved.pavilionId, '01.2027')).statusCode).toBe(200);
    expect(await card(moved.objectId, { noDeadlineShift: 1 })).toBeUndefined();
    expect(await card(kept.objectId, { noDeadlineShift: 1 })).toBeDefined();
    expect(await card(moved.objectId)).toBeDefined();
  });

  it('a hidden building’s moves stay the builder’s until it is shown; an unpublished complex is 404 to others', async () => {
    const { objectId, pavilionId } = await publishedComplex();
    expect((await move(objectId, pavilionId, '02.2027')).statusCode).toBe(200);
    const hide = await editPavilion(objectId, pavilionId, { published: 0 }, owner);
    expect(hide.statusCode).toBe(200);
    // Its only building hidden, the complex is its builder's alone; they too see only the shown buildings' moves.
    expect((await history(objectId, owner)).json()).toEqual({ shifts: 0, moves: [] });
    expect((await history(objectId)).statusCode).toBe(404);
    const [row] = await t.db.select().from(objects).where(eq(objects.id, objectId));
    expect(row!.deadlineShifts).toBe(0);
    await t.db.update(objects).set({ published: false }).where(eq(objects.id, objectId));
    expect((await history(objectId)).statusCode).toBe(404);
    expect((await history(objectId, null)).statusCode).toBe(401);
    expect((await history(objectId, owner)).statusCode).toBe(200);
  });

  it('a stranger cannot move another builder’s deadline: 404, nothing recorded', async () => {
    const { objectId, pavilionId } = await publishedComplex();
    const stranger = await caller(t);
    const res = await editPavilion(objectId, pavilionId, { dateBuild: '12.2028' }, stranger);
    expect(res.statusCode).toBe(404);
    expect(await t.db.$count(deadlineHistory, eq(deadlineHistory.objectId, objectId))).toBe(0);
  });

  it('a saved filter hears of a move to another quarter; a move within the quarter or of a hidden building, not', async () => {
    const { objectId, pavilionId } = await publishedComplex();
    const follower = await caller(t, { abilities: [] });
    const saved = await t.call(savedFiltersApi.saveFilter, { body: { name: 'Сочи', filter: {} } }, follower);
    expect(saved.statusCode, saved.body).toBe(200);
    const matches = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, follower.user.id),
              eq(notifications.type, NotificationType.filterMatch),
            ),
          )
      ).map((row) => row.payload as TFilterMatchPayload);
    const alerts = () => runFilterAlerts({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    await t.db.delete(filterAlertQueue);

    // October → December 2026: the same quarter, no alert.
    expect((await move(objectId, pavilionId, '12.2026')).statusCode).toBe(200);
    await alerts();
    expect(await matches()).toEqual([]);

    // A hidden building's move stays the builder's.
    await t.db.update(pavilions).set({ published: false }).where(eq(pavilions.id, pavilionId));
    expect((await move(objectId, pavilionId, '06.2027')).statusCode).toBe(200);
    await alerts();
    expect(await matches()).toEqual([]);

    await t.db.update(pavilions).set({ published: true }).where(eq(pavilions.id, pavilionId));
    expect((await move(objectId, pavilionId, '12.2027')).statusCode).toBe(200);
    await alerts();
    const [note] = await matches();
    expect(note).toMatchObject({ reason: 'deadlineMoved', count: 1 });
    expect(note!.items).toEqual([
      expect.objectContaining({ kind: 'complex', id: objectId, reason: 'deadlineMoved' }),
    ]);
  });
});
