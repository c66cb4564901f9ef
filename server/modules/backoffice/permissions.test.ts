// A builder company's members and their permissions in the back-office: a manager without `prices` changes no
// price (a unit's, the mass change), without `publish` publishes nothing (complex, building, section), without
// `settings` changes neither the booking settings, nor the widget's sites, nor the feeds; each refused with 403 and
// its Russian reason, nothing changed. The complex's answer tells the screen what the caller may do.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TCompanyPermission } from '#shared/companies.ts';
import { PriceChange } from '#shared/enums.ts';
import { cells, companyMembers, objects, sections } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  call,
  caller,
  cellAt,
  readSection,
  sectionFixture,
  type Caller,
  type TSectionFixture,
  useCaller,
} from '../../test/worlds/chess-editor.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as embedApi from '#shared/api/embed.ts';
import * as feedsApi from '#shared/api/feeds.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';

const t = useTestApp();
const owner = useCaller(t);
let plain: Caller;
let full: Caller;
let fixture: TSectionFixture;

async function member(permissions: TCompanyPermission[]): Promise<Caller> {
  const who = await caller(t);
  const [object] = await t.db.select().from(objects).where(eq(objects.id, fixture.objectId));
  await t.db.insert(companyMembers).values({
    companyId: object!.companyId!,
    userId: who.user.id,
    kind: 'builder',
    role: 'manager',
    permissions,
    createdAt: t.clock.now(),
  });
  return who;
}

beforeAll(async () => {
  fixture = await sectionFixture(t, owner.user.id, { published: false });
  plain = await member(['bookings']);
  full = await member(['prices', 'publish', 'settings']);
});

const refused = (
  res: { statusCode: number; json: () => { type: string; message: string } },
  text: string,
) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ type: 'Forbidden', message: text });
};

describe('[backoffice] permissions of a builder company’s members', () => {
  it('[backoffice] the complex’s answer says what the caller may do', async () => {
    expect(
      (await t.call(backofficeApi.getBackofficeObject, { params: { id: fixture.objectId } }, plain)).json()
        .can,
    ).toEqual({
      prices: false,
      publish: false,
      settings: false,
      bookings: true,
    });
    expect(
      (await t.call(backofficeApi.getBackofficeObject, { params: { id: fixture.objectId } }, owner)).json()
        .can,
    ).toEqual({
      prices: true,
      publish: true,
      settings: true,
      bookings: true,
    });
  });

  it('[backoffice] prices: a unit’s price and the mass change need the permission; other fields do not', async () => {
    const section = await readSection(t, plain, fixture);
    const cell = cellAt(section, 0, 0);
    const before = (await t.db.select().from(cells).where(eq(cells.id, cell.id)))[0]!;
    refused(
      await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { price: 9_990_000 } }, plain),
      'Нет права менять цены',
    );
    refused(
      await t.call(
        chessEditorApi.massAction,
        {
          params: { id: fixture.sectionId },
          body: {
            type: PriceChange.percentUp,
            value: 10,
          },
        },
        plain,
      ),
      'Нет права менять цены',
    );
    const after = (await t.db.select().from(cells).where(eq(cells.id, cell.id)))[0]!;
    expect(after.price).toBe(before.price);
    expect(
      (await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { number: '101б' } }, plain))
        .statusCode,
    ).toBe(200);
    // The form as the app sends it: a new area, the price as it was, its price per м² worked out again.
    const reshaped = await t.call(
      chessEditorApi.updateCell,
      {
        params: { id: cell.id },
        body: {
          area: 50,
          price: before.price,
          squarePrice: Math.round(before.price! / 50),
        },
      },
      plain,
    );
    expect(reshaped.statusCode, reshaped.body).toBe(200);
    expect((await t.db.select().from(cells).where(eq(cells.id, cell.id)))[0]!.price).toBe(before.price);
    expect(
      (await t.call(chessEditorApi.updateCell, { params: { id: cell.id }, body: { price: 9_990_000 } }, full))
        .statusCode,
    ).toBe(200);
  });

  it('[backoffice] publish: the complex, a building and a section', async () => {
    const { version } = (
      await t.call(backofficeApi.getBackofficeObject, { params: { id: fixture.objectId } }, plain)
    ).json();
    refused(
      await t.call(
        backofficeApi.publishBackofficeObject,
        { params: { id: fixture.objectId }, body: { published: 1, version } },
        plain,
      ),
      'Нет права публиковать и снимать с публикации',
    );
    refused(
      await t.call(
        chessEditorApi.updatePavilion,
        {
          params: { id: fixture.objectId, pid: fixture.pavilionId },
          body: {
            published: 1,
          },
        },
        plain,
      ),
      'Нет права публиковать и снимать с публикации',
    );
    const section = await readSection(t, plain, fixture);
    refused(
      await call(t, plain, 'PUT', fixture.sectionUrl, { published: 1, version: section.version }),
      'Нет права публиковать и снимать с публикации',
    );
    expect((await t.db.select().from(sections).where(eq(sections.id, fixture.sectionId)))[0]!.published).toBe(
      false,
    );
    const renamed = await call(t, plain, 'PUT', fixture.sectionUrl, {
      name: 'Секция А',
      version: section.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const published = await t.call(
      chessEditorApi.updatePavilion,
      {
        params: { id: fixture.objectId, pid: fixture.pavilionId },
        body: {
          published: 0,
        },
      },
      full,
    );
    expect(published.statusCode, published.body).toBe(200);
  });

  it('[backoffice] settings: bookings of the complex, the widget’s sites, the feeds', async () => {
    const { version } = (
      await t.call(backofficeApi.getBackofficeObject, { params: { id: fixture.objectId } }, plain)
    ).json();
    refused(
      await t.call(
        backofficeApi.updateBackofficeObject,
        {
          params: { id: fixture.objectId },
          body: {
            version,
            booking: { enabled: 1, holdHours: 24, extensionHours: 0 },
          },
        },
        plain,
      ),
      'Нет права менять настройки',
    );
    expect(
      (await t.db.select().from(objects).where(eq(objects.id, fixture.objectId)))[0]!.bookingEnabled,
    ).toBe(false);
    refused(
      await t.call(
        embedApi.updateEmbedSettings,
        {
          params: { id: fixture.objectId },
          body: {
            origins: ['https://riviera.ru'],
          },
        },
        plain,
      ),
      'Нет права менять настройки',
    );
    refused(await t.call(feedsApi.regenerateFeedToken, null, plain), 'Нет права менять настройки');
    refused(
      await t.callRaw(
        feedsApi.updateFeedIds,
        { params: { id: fixture.objectId }, body: { cianJkId: '1' } },
        plain,
      ),
      'Нет права менять настройки',
    );
    // The feed's links are the company's: the member sees the owner's, with the company's complex.
    const mine = (await t.call(feedsApi.getFeedSettings, null, plain)).json();
    const owners = (await t.call(feedsApi.getFeedSettings, null, owner)).json();
    expect(mine.token).toBe(owners.token);
    expect(mine.objects.map((o: { id: number }) => o.id)).toEqual([fixture.objectId]);
    const embed = await t.call(
      embedApi.updateEmbedSettings,
      {
        params: { id: fixture.objectId },
        body: {
          origins: ['https://riviera.ru'],
        },
      },
      full,
    );
    expect(embed.statusCode, embed.body).toBe(200);
  });
});
