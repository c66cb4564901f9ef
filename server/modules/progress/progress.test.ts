import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Ability, NotificationType } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  companyMembers,
  embedOrigins,
  images,
  notifications,
  objects,
  progressPhotos,
} from '../../db/schema/index.ts';
import {
  caller,
  complexWithBuilding,
  uploadPhoto,
  useCaller,
  type Caller,
} from '../../test/worlds/backoffice.ts';
import * as embedApi from '#shared/api/embed.ts';
import * as progressApi from '#shared/api/progress.ts';

describe('[progress] a building’s monthly construction reports, the timeline and its followers', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const buyer = useCaller(t, { abilities: [] });
  beforeAll(() => t.clock.set(new Date('2026-12-03T09:00:00Z')));

  async function building(options: { published?: boolean } = {}) {
    const created = await complexWithBuilding(t, owner.user.id, {
      pavilionPublished: options.published ?? true,
    });
    await t.db.update(objects).set({ published: true }).where(eq(objects.id, created.object.id));
    return { objectId: created.object.id, pavilionId: created.pavilions[0]!.pavilion.id };
  }
  const add = (pavilionId: number, body: object, who: Caller = owner) =>
    t.callRaw(progressApi.createProgressReport, { params: { id: pavilionId }, body }, who);
  const edit = (id: number, body: object, who: Caller = owner) =>
    t.callRaw(progressApi.updateProgressReport, { params: { id }, body }, who);
  const errorsOf = (res: { json: () => unknown }) =>
    (res.json() as { errors: Record<string, string[]> }).errors;

  it('adds a report with captioned photos in order, lists it, edits it and deletes it with its photos', async () => {
    const { objectId, pavilionId } = await building();
    const [a, b] = [await uploadPhoto(t, owner), await uploadPhoto(t, owner)];
    const created = await add(pavilionId, {
      month: '2026-11',
      percent: 40,
      text: 'Монолит 12-го этажа',
      videoUrl: 'https://rutube.ru/video/abc/',
      photos: [
        { id: b, caption: 'Фасад' },
        { id: a, caption: 'Двор' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const report = created.json();
    expect(report).toMatchObject({
      pavilionId,
      month: '2026-11-01',
      percent: 40,
      text: 'Монолит 12-го этажа',
      videoUrl: 'https://rutube.ru/video/abc/',
      version: 1,
    });
    expect(
      report.photos.map((p: { image: { id: number }; caption: string }) => [p.image.id, p.caption]),
    ).toEqual([
      [b, 'Фасад'],
      [a, 'Двор'],
    ]);

    const list = await t.call(progressApi.listPavilionProgress, { params: { id: pavilionId } }, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ canEdit: true, pavilion: { id: pavilionId, objectId } });
    expect(list.json().reports).toHaveLength(1);

    const changed = await edit(report.id, {
      month: '2026-11',
      percent: 45,
      text: 'Монолит 13-го этажа',
      photos: [{ id: a, caption: 'Двор, вид сверху' }],
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ percent: 45, videoUrl: null, version: 2 });
    // The photo the report let go is deleted.
    expect(await t.db.$count(images, eq(images.id, b))).toBe(0);

    const stale = await edit(report.id, { month: '2026-11', percent: 50, version: 1 });
    expect(stale.statusCode).toBe(409);

    const removed = await t.call(progressApi.deleteProgressReport, { params: { id: report.id } }, owner);
    expect(removed.statusCode).toBe(204);
    expect(await t.db.$count(images, eq(images.id, a))).toBe(0);
    expect(await t.db.$count(progressPhotos)).toBe(0);
  });

  it('refuses bad input with Russian messages per field', async () => {
    const { pavilionId } = await building();
    const empty = await add(pavilionId, {});
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).month?.[0]).toMatch(/[А-Яа-я]/);
    expect(errorsOf(empty).percent?.[0]).toMatch(/[А-Яа-я]/);

    const range = await add(pavilionId, { month: '2026-10', percent: 101 });
    expect(range.statusCode).toBe(422);
    expect(errorsOf(range).percent).toEqual(['Готовность — целое число от 0 до 100']);

    const future = await add(pavilionId, { month: '2027-01', percent: 10 });
    expect(future.statusCode).toBe(422);
    expect(errorsOf(future).month).toEqual(['Этот месяц ещё не наступил']);

    const video = await add(pavilionId, {
      month: '2026-10',
      percent: 10,
      videoUrl: 'https://example.com/v.mp4',
    });
    expect(video.statusCode).toBe(422);
    expect(errorsOf(video).videoUrl).toEqual([
      'Ссылка на видео должна вести на RuTube, VK Видео, YouTube или Дзен',
    ]);
    for (const ok of [
      'https://vk.com/video-1_2',
      'https://www.youtube.com/watch?v=x',
      'https://youtu.be/x',
    ]) {
      const res = await add(pavilionId, { month: '2026-01', percent: 1, videoUrl: ok });
      expect(errorsOf(res)?.videoUrl).toBeUndefined();
      if (res.statusCode === 200)
        await t.call(progressApi.deleteProgressReport, { params: { id: res.json().id as number } }, owner);
    }

    const many = await add(pavilionId, {
      month: '2026-10',
      percent: 10,
      photos: Array.from({ length: 31 }, (_, i) => ({ id: i + 1 })),
    });
    expect(many.statusCode).toBe(422);
    expect(errorsOf(many).photos).toEqual(['Не больше 30 фотографий в отчёте']);

    const stranger = await caller(t);
    const theirs = await uploadPhoto(t, stranger);
    const foreignPhoto = await add(pavilionId, { month: '2026-10', percent: 10, photos: [{ id: theirs }] });
    expect(foreignPhoto.statusCode).toBe(422);
    expect(errorsOf(foreignPhoto).photos).toEqual(['Фотография не найдена: загрузите её заново']);

    const long = await add(pavilionId, { month: '2026-10', percent: 10, text: 'а'.repeat(2001) });
    expect(errorsOf(long).text).toEqual(['Не длиннее 2000 символов']);
  });

  it('months go forward and the percent never goes down', async () => {
    const { pavilionId } = await building();
    const sept = await add(pavilionId, { month: '09.2026', percent: 30 });
    expect(sept.statusCode, sept.body).toBe(200);
    const oct = await add(pavilionId, { month: '2026-10', percent: 35 });
    expect(oct.statusCode, oct.body).toBe(200);

    const lower = await add(pavilionId, { month: '2026-11', percent: 34 });
    expect(lower.statusCode).toBe(422);
    expect(errorsOf(lower).percent).toEqual([
      'Готовность не может быть меньше, чем в отчёте за октябрь 2026',
    ]);

    const backwards = await add(pavilionId, { month: '2026-08', percent: 20 });
    expect(backwards.statusCode).toBe(422);
    expect(errorsOf(backwards).month).toEqual([
      'Месяц отчёта не может быть раньше последнего отчёта — за октябрь 2026',
    ]);

    const taken = await add(pavilionId, { month: '2026-10', percent: 40 });
    expect(errorsOf(taken).month).toEqual(['Отчёт за октябрь 2026 уже есть']);

    // Editing September: not past October, not above its 35 %.
    const septId = sept.json().id as number;
    const jump = await edit(septId, { month: '2026-11', percent: 30, version: 1 });
    expect(errorsOf(jump).month).toEqual([
      'Месяц отчёта не может быть позже следующего отчёта — за октябрь 2026',
    ]);
    const above = await edit(septId, { month: '2026-09', percent: 36, version: 1 });
    expect(errorsOf(above).percent).toEqual([
      'Готовность не может быть больше, чем в отчёте за октябрь 2026',
    ]);
    const earlier = await edit(septId, { month: '2026-08', percent: 33, version: 1 });
    expect(earlier.statusCode, earlier.body).toBe(200);
  });

  it('a foreign builder gets 404 on every route and changes nothing; a member without `publish` 403', async () => {
    const { pavilionId } = await building();
    const report = (await add(pavilionId, { month: '2026-11', percent: 50 })).json();
    const stranger = await caller(t);
    expect(
      (await t.call(progressApi.listPavilionProgress, { params: { id: pavilionId } }, stranger)).statusCode,
    ).toBe(404);
    expect((await add(pavilionId, { month: '2026-10', percent: 10 }, stranger)).statusCode).toBe(404);
    expect((await edit(report.id, { month: '2026-11', percent: 90 }, stranger)).statusCode).toBe(404);
    expect(
      (await t.call(progressApi.deleteProgressReport, { params: { id: report.id } }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(progressApi.listPavilionProgress, { params: { id: pavilionId } }, buyer)).statusCode,
    ).toBe(403);

    const [membership] = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, owner.user.id));
    const manager = await caller(t, { abilities: [Ability.cabinet] });
    await t.db.insert(companyMembers).values({
      companyId: membership!.companyId,
      userId: manager.user.id,
      kind: 'builder',
      role: 'member',
      permissions: ['bookings'],
      createdAt: t.clock.now(),
    });
    const read = await t.call(progressApi.listPavilionProgress, { params: { id: pavilionId } }, manager);
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);
    const refused = await edit(report.id, { month: '2026-11', percent: 90 }, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.failure().message).toBe('Нет права публиковать и снимать с публикации');
    const after = await t.call(progressApi.listPavilionProgress, { params: { id: pavilionId } }, owner);
    expect(after.json().reports[0].percent).toBe(50);
  });

  it('a follower is notified and pushed in the report’s transaction; a non-follower is not; unfollow stops it', async () => {
    const { objectId, pavilionId } = await building();
    const other = await caller(t, { abilities: [] });
    const follow = await t.call(progressApi.followProgress, { params: { id: objectId } }, buyer);
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ following: true });
    expect((await t.call(progressApi.followProgress, { params: { id: objectId } }, buyer)).statusCode).toBe(
      200,
    );
    expect((await t.call(progressApi.followProgress, { params: { id: objectId } })).statusCode).toBe(401);

    t.realtime.sent.length = 0;
    const report = await add(pavilionId, { month: '2026-11', percent: 65 });
    expect(report.statusCode).toBe(200);
    const notes = async (who: Caller) =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, who.user.id), eq(notifications.type, NotificationType.progressReport)),
        );
    const [note] = await notes(buyer);
    expect(note!.payload).toEqual({
      objectId,
      objectTitle: 'ЖК Морской',
      pavilionId,
      building: 'Корпус 1',
      reportId: report.json().id,
      month: '2026-11-01',
      percent: 65,
    });
    expect(await notes(other)).toEqual([]);
    expect(
      t.realtime.sent.filter((e) => e.userId === buyer.user.id && e.event === PrivateEvent.Notification),
    ).toHaveLength(1);

    const timeline = await t.callRaw(progressApi.getObjectProgress, { params: { id: objectId } }, buyer);
    expect(timeline.json()).toMatchObject({
      following: true,
      buildings: [{ pavilionId, name: 'Корпус 1', reports: [{ percent: 65, month: '2026-11-01' }] }],
    });

    const off = await t.call(progressApi.unfollowProgress, { params: { id: objectId } }, buyer);
    expect(off.json()).toEqual({ following: false });
    await edit(report.json().id, { month: '2026-11', percent: 66 });
    t.clock.set(new Date('2027-01-05T09:00:00Z'));
    expect((await add(pavilionId, { month: '2026-12', percent: 70 })).statusCode).toBe(200);
    t.clock.set(new Date('2026-12-03T09:00:00Z'));
    expect(await notes(buyer)).toHaveLength(1);
  });

  it('an unpublished building’s report notifies no one and is not public; a hidden complex cannot be followed', async () => {
    const { objectId, pavilionId } = await building({ published: false });
    // The complex's only building is hidden: the complex is its builder's alone.
    expect((await t.call(progressApi.followProgress, { params: { id: objectId } }, buyer)).statusCode).toBe(
      404,
    );
    expect(
      (await t.callRaw(progressApi.getObjectProgress, { params: { id: objectId } }, buyer)).statusCode,
    ).toBe(404);
    const shown = await building();
    await t.db.update(objects).set({ published: true }).where(eq(objects.id, shown.objectId));
    expect(
      (await t.call(progressApi.followProgress, { params: { id: shown.objectId } }, buyer)).statusCode,
    ).toBe(200);
    // Move the hidden building under the followed complex.
    const { pavilions } = await import('../../db/schema/index.ts');
    await t.db.update(pavilions).set({ objectId: shown.objectId }).where(eq(pavilions.id, pavilionId));
    const before = await t.db.$count(notifications, eq(notifications.userId, buyer.user.id));
    expect((await add(pavilionId, { month: '2026-11', percent: 10 })).statusCode).toBe(200);
    expect(await t.db.$count(notifications, eq(notifications.userId, buyer.user.id))).toBe(before);
    const timeline = await t.callRaw(
      progressApi.getObjectProgress,
      { params: { id: shown.objectId } },
      buyer,
    );
    expect(timeline.json().buildings).toEqual([]);
    // Like the complex page: a visitor logs in first (or opens it through a sent link).
    expect(
      (await t.callRaw(progressApi.getObjectProgress, { params: { id: shown.objectId } })).statusCode,
    ).toBe(401);
  });

  it('the widget’s buildings carry their latest report: «Готовность 65 %, отчёт за ноябрь»', async () => {
    const { objectId, pavilionId } = await building();
    await t.db.insert(embedOrigins).values({ objectId, origin: 'https://zhk-morskoy.ru' });
    const read = async () =>
      (await t.call(embedApi.getEmbedObject, { params: { id: objectId } })).json().pavilions[0].readiness;
    expect(await read()).toBeNull();
    expect((await add(pavilionId, { month: '2026-10', percent: 60 })).statusCode).toBe(200);
    expect((await add(pavilionId, { month: '2026-11', percent: 65 })).statusCode).toBe(200);
    expect(await read()).toEqual({ percent: 65, month: '2026-11-01' });
  });

  it('a repeated submit with the same Idempotency-Key makes one report and gets the first answer', async () => {
    const { pavilionId } = await building();
    const send = () =>
      t.call(
        progressApi.createProgressReport,
        { params: { id: pavilionId }, body: { month: '2026-11', percent: 20 } },
        owner.token,
        { headers: { 'idempotency-key': '6f1c2a3e-8b4d-4f2a-9c1e-2b3d4e5f6a7b' } },
      );
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotency-replayed']).toBe('true');
  });
});
