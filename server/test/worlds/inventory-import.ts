// Test data of the inventory import: the bookings' world (a builder's complex «Бриз» with Корпус 1 / Секция 1 of
// units 1…6 on two floors, 5 sold, 6 disabled) plus an empty complex of the same builder, a manager with `prices`
// and a colleague without it; and helpers that build an XLSX or a CSV and upload it for a dry run.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Ability, Role } from '#shared/enums.ts';
import { IMPORT_COLUMNS } from '#shared/inventory-import.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { objects } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import type { TestContext } from '../app.ts';
import { multipart } from './backoffice.ts';
import { buildBookingWorld, type BookingWorld } from './bookings.ts';
import { join, person, type Person } from './people.ts';

export interface ImportWorld extends BookingWorld {
  manager: Person;
  clerk: Person;
  emptyObjectId: number;
}

export async function buildImportWorld(t: TestContext): Promise<ImportWorld> {
  const world = await buildBookingWorld(t);
  const [object] = await t.db.select().from(objects).where(eq(objects.id, world.objectId));
  const manager = await person(t, Role.user, 'Ольга Цены', [Ability.cabinet]);
  const clerk = await person(t, Role.user, 'Игорь Брони', [Ability.cabinet]);
  await join(t, object!.companyId!, manager, 'builder', 'manager', ['prices']);
  await join(t, object!.companyId!, clerk, 'builder', 'manager', ['bookings']);
  const empty = await createComplex(t.db, t.storage, {
    object: { title: 'ЖК «Новый»', ownerId: world.builder.user.id, companyId: object!.companyId },
    pavilions: [],
  });
  return { ...world, manager, clerk, emptyObjectId: empty.object.id };
}

export const HEADERS = IMPORT_COLUMNS.map((c) => importTexts.columns[c].title);
export type TCell = string | number | null | { formula: string; result?: number };

/** An XLSX with the template's headers (or the given ones) and these rows. */
export async function xlsxOf(rows: TCell[][], headers: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Квартиры');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One unit's row in the template's column order. */
export const unitRow = (
  u: Partial<Record<(typeof IMPORT_COLUMNS)[number], TCell>> & { number: TCell; floor: TCell },
): TCell[] =>
  IMPORT_COLUMNS.map((c) =>
    c === 'building'
      ? (u.building ?? 'Корпус 1')
      : c === 'section'
        ? (u.section ?? 'Секция 1')
        : (u[c] ?? null),
  );

export async function uploadImport(
  t: TestContext,
  who: Person,
  objectId: number,
  data: Buffer,
  filename = 'квартиры.xlsx',
) {
  const form = await multipart({ file: { data, filename } });
  return t.app.inject({
    method: 'POST',
    url: `/api/backoffice/objects/${objectId}/import?dryRun=1`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

export const applyImportId = (t: TestContext, who: Person, importId: string) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/imports/${importId}/apply`, headers: who.headers });

/** The problems a dry run found, in Russian; any other answer fails with its status and body. */
export function problemsOf(res: { statusCode: number; body: string; json(): unknown }): string[] {
  if (res.statusCode !== 200) throw new Error(`the dry run answered ${res.statusCode}: ${res.body}`);
  return (res.json() as TImportPreview).problems.map((p) => p.message);
}
/** The refusal of the uploaded file itself. */
export const fileError = (res: { json(): unknown }) =>
  (res.json() as { errors: { file: string[] } }).errors.file[0];
