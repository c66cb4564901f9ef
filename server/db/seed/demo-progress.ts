// Construction progress in the demo (issue 28): each building under construction of the demo builder's complexes
// has monthly reports for the last 6–10 months, the percent rising, with drawn photos of the site at that stage;
// the demo buyer follows the first complex and has the notice of its latest report.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import type { TProgressNotice } from '#shared/schemas/progress.ts';
import type { DbOrTx } from '../client.ts';
import {
  notifications,
  objects,
  pavilions,
  progressFollows,
  progressPhotos,
  progressReports,
  type UserRow,
} from '../schema/index.ts';
import { saveImage, type ProcessedImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { constructionSvg } from './pictures/construction.ts';
import { svgPhoto } from './pictures/render.ts';

const DAY = 86_400_000;
const STAGES = [10, 30, 50, 70, 90] as const;

const TEXTS = [
  'Завершены земляные работы, идёт устройство фундаментной плиты.',
  'Возводится монолитный каркас, готовы перекрытия {0}-го этажа.',
  'Каркас растёт: залиты перекрытия {0}-го этажа, начата кладка наружных стен.',
  'Идёт кладка стен и монтаж окон на нижних этажах, подведены инженерные сети.',
  'Фасадные работы и остекление, монтаж лифтов, благоустройство двора.',
];

/** The first of the month `back` months before `now`'s month. */
function monthBack(now: Date, back: number): string {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

export async function seedDemoProgress(
  tx: DbOrTx,
  storage: Storage,
  accounts: { builder: UserRow; user: UserRow },
  now: Date,
  withPictures: boolean,
): Promise<number> {
  if ((await tx.$count(progressReports)) > 0) return 0;
  const mine = await tx
    .select({ id: objects.id, title: objects.title })
    .from(objects)
    .where(eq(objects.ownerId, accounts.builder.id))
    .orderBy(asc(objects.id));
  if (mine.length === 0) return 0;
  const buildings = await tx
    .select({
      id: pavilions.id,
      objectId: pavilions.objectId,
      name: pavilions.name,
      published: pavilions.published,
    })
    .from(pavilions)
    .where(
      and(
        inArray(
          pavilions.objectId,
          mine.map((o) => o.id),
        ),
        eq(pavilions.isFinished, false),
      ),
    )
    .orderBy(asc(pavilions.objectId), asc(pavilions.sort), asc(pavilions.id));
  // A few drawings per stage, stored anew for each report (a report's photo is its own).
  const drawings = new Map<string, ProcessedImage>();
  const drawing = async (stage: number, view: 0 | 1) => {
    const key = `${stage}:${view}`;
    if (!drawings.has(key)) drawings.set(key, await svgPhoto(constructionSvg(stage, view)));
    return drawings.get(key)!;
  };
  let written = 0;
  const latest = new Map<
    number,
    { reportId: number; month: string; percent: number; building: string; pavilionId: number }
  >();
  for (const b of buildings) {
    const months = 6 + (b.id % 5);
    const start = 5 + (b.id % 4) * 5;
    const end = Math.min(95, start + months * (6 + (b.id % 3)));
    for (let k = months; k >= 1; k--) {
      const month = monthBack(now, k);
      const percent = Math.round(start + ((end - start) * (months - k)) / (months - 1));
      const stage = STAGES.findIndex((s) => percent <= s + 10);
      const at = new Date(now.getTime() - (k * 30 - 3) * DAY);
      const floor = Math.max(2, Math.round((percent / 100) * 16));
      const [report] = await tx
        .insert(progressReports)
        .values({
          pavilionId: b.id,
          objectId: b.objectId,
          month,
          percent,
          text: TEXTS[Math.max(0, stage)]!.replace('{0}', String(floor)),
          videoUrl: k === 1 && b.id % 2 === 0 ? 'https://rutube.ru/channel/23460655/' : null,
          byUserId: accounts.builder.id,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (withPictures) {
        const views: (0 | 1)[] = k <= 2 ? [0, 1] : [k % 2 === 0 ? 0 : 1];
        let sort = 0;
        for (const view of views) {
          const image = await saveImage(
            tx,
            storage,
            await drawing(STAGES[Math.max(0, stage)]!, view),
            accounts.builder.id,
          );
          await tx.insert(progressPhotos).values({
            reportId: report!.id,
            imageId: image.id,
            caption: view === 0 ? 'Вид с улицы' : 'Вид со двора',
            sort: sort++,
          });
        }
      }
      if (b.published)
        latest.set(b.objectId, { reportId: report!.id, month, percent, building: b.name, pavilionId: b.id });
      written++;
    }
  }
  // The demo buyer follows the first complex with a published report and was told of its latest one.
  const followed = mine.find((o) => latest.has(o.id));
  if (followed) {
    const last = latest.get(followed.id)!;
    await tx
      .insert(progressFollows)
      .values({ objectId: followed.id, userId: accounts.user.id, createdAt: now });
    const payload: TProgressNotice = {
      objectId: followed.id,
      objectTitle: followed.title,
      pavilionId: last.pavilionId,
      building: last.building,
      reportId: last.reportId,
      month: last.month,
      percent: last.percent,
    };
    await tx.insert(notifications).values({
      userId: accounts.user.id,
      type: NotificationType.progressReport,
      payload,
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
  }
  return written;
}
