// The companies migration on today's data: a database migrated only up to 0018 gets its owners, complexes and
// bookings, then the full migrations run; every complex must end up in its owner's builder company.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate, migrationsFolder } from '../../db/migrate.ts';
import { tokenFor } from '../../test/factories.ts';
import { apiCaller } from '../../test/call.ts';
import { buildAppOn } from '../../test/app.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as companiesApi from '#shared/api/companies.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

let dir: string;
let database: Database;

/** The migrations folder as it was before companies: the journal ends at 0018. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-migration-'));
  database = await openDatabase({});
  await migratePglite(database.db as unknown as PgliteDatabase, {
    migrationsFolder: await migrationsUpTo('0018_consents'),
  });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('[companies] migration 0019 on existing data', () => {
  it('[companies] every owner of complexes owns a builder company named after the join request, and keeps their bookings', async () => {
    const db = database.db;
    // Today's data, in the columns of 0018.
    const [withRequest, plain, phoneOnly, buyer, agent] = await rows<{ id: number }>(sql`
      insert into users (phone, name, "group", status, abilities) values
        ('+79001110001', 'Иван Петров', 1, 'active', '{cabinet}'),
        ('+79001110002', 'Мария Смирнова', 1, 'active', '{cabinet}'),
        ('+79001110003', null, 1, 'active', '{cabinet}'),
        ('+79001110004', 'Покупатель', 1, 'active', '{}'),
        ('+79001110005', 'Агент', 2, 'active', '{}')
      returning id`);
    await db.execute(sql`insert into join_requests (user_id, state, company, decided_at) values
      (${withRequest!.id}, 'rejected', 'Старое имя', now() - interval '2 days'),
      (${withRequest!.id}, 'approved', 'ГК «Черноморская Ривьера»', now() - interval '1 day'),
      (${plain!.id}, 'pending', 'Ещё не одобрено', null)`);
    const complexes = await rows<{ id: number; owner_id: number }>(sql`
      insert into objects (title, owner_id) values
        ('ЖК Ривьера', ${withRequest!.id}), ('ЖК Ривьера-2', ${withRequest!.id}),
        ('ЖК Смирновский', ${plain!.id}), ('ЖК Без имени', ${phoneOnly!.id}), ('ЖК Ничей', null)
      returning id, owner_id`);
    await db.execute(sql`insert into bookings (kind, state, object_id, client_name, client_phone, agent_id) values
      ('booking', 'requested', ${complexes[0]!.id}, 'Клиент Один', '+79005550001', ${agent!.id}),
      ('request', 'requested', ${complexes[1]!.id}, 'Клиент Два', '+79005550002', null)`);

    await migrate(database);

    const placed = await rows<{
      id: number;
      owner_id: number | null;
      company_id: number | null;
      name: string | null;
      company_owner: number | null;
    }>(sql`
      select o.id, o.owner_id, o.company_id, c.name, m.user_id as company_owner
      from objects o
      left join companies c on c.id = o.company_id
      left join company_members m on m.company_id = c.id and m.role = 'owner'
      order by o.id`);
    for (const row of placed.filter((r) => r.owner_id !== null)) {
      expect(row.company_id, `complex ${row.id}`).not.toBeNull();
      expect(row.company_owner).toBe(row.owner_id);
    }
    expect(placed.map((r) => r.name)).toEqual([
      'ГК «Черноморская Ривьера»',
      'ГК «Черноморская Ривьера»',
      'Мария Смирнова',
      '+79001110003',
      null,
    ]);
    expect(placed[0]!.company_id).toBe(placed[1]!.company_id);
    const companies = await rows<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from companies group by kind`,
    );
    expect(companies).toEqual([{ kind: 'builder', n: 3 }]);
    const members = await rows<{ user_id: number; permissions: string[] }>(
      sql`select user_id, permissions from company_members order by user_id`,
    );
    expect(members.map((m) => m.user_id)).toEqual([withRequest!.id, plain!.id, phoneOnly!.id]);
    expect(members.every((m) => m.permissions.length === 5)).toBe(true);
    expect(
      await rows(sql`select 1 from company_members where user_id in (${buyer!.id}, ${agent!.id})`),
    ).toEqual([]);

    // The owner still sees both bookings in the back-office, now through their company.
    const { app, close } = await buildAppOn(database, {}, { serveStatic: false });
    try {
      const api = apiCaller(app);
      const token = await tokenFor(db, withRequest!);
      const res = await api.call(bookingsApi.listBackofficeBookings, null, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json()
          .data.map((b: { client: { name: string } }) => b.client.name)
          .sort(),
      ).toEqual(['Клиент Два', 'Клиент Один']);
      const company = await api.call(companiesApi.listUserCompanies, null, token);
      expect(company.json()).toEqual([
        expect.objectContaining({
          company: expect.objectContaining({ name: 'ГК «Черноморская Ривьера»' }),
          role: 'owner',
        }),
      ]);
    } finally {
      await close();
    }
  });
});
