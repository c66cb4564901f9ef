// One raw row checked and read into a unit: every problem in Russian with the row's number («Строка 17: площадь
// «сорок» — не число»), all of a row's problems at once, so one pass over the file lists everything to fix.
import { CellStatus, Layout, type TCellStatus, type TLayout } from '#shared/enums.ts';
import { IMPORT_LIMITS, type TImportColumn } from '#shared/inventory-import.ts';
import type { TImportProblem } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import type { TStoredImportRow } from '../../db/schema/index.ts';
import type { TRawCell, TRawRow } from './raw-row.ts';

const T = importTexts.problems;
const title = (column: TImportColumn) => importTexts.columns[column].title;
const lower = (column: TImportColumn) => title(column).toLowerCase();

const norm = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

const STATUS_BY_WORD = new Map<string, TCellStatus>();
for (const [key, words] of Object.entries(importTexts.statusWords))
  for (const word of words)
    STATUS_BY_WORD.set(norm(word), CellStatus[key as keyof typeof importTexts.statusWords]);
for (const option of CellStatus.options) STATUS_BY_WORD.set(norm(option.title), option.value);
const STUDIO = new Set(importTexts.studio.map(norm));
const OPEN_PLAN = new Set(importTexts.openPlan.map(norm));
const PENTHOUSE = new Set(importTexts.penthouse.map(norm));

/** Allowed status words for the problem's text and the template's notes. */
export const statusTitles = CellStatus.options.map((o) => o.title);

/** A number written the Russian way too: «5 500 000», «42,5», «4 200 000 ₽», «38 м²». */
export function readNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.|м²|м2|кв\.м\.?)$/i, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Rooms as the chessboard's layout: a studio, 1, 2, 3 and more rooms, an open plan; empty is premises. */
export function readRooms(value: string | number): TLayout | null | undefined {
  const text = typeof value === 'number' ? String(value) : norm(value);
  if (STUDIO.has(text) || text === '0') return Layout.studio;
  if (OPEN_PLAN.has(text)) return Layout.all;
  if (PENTHOUSE.has(text)) return Layout.penthouse;
  const n = readNumber(text.replace(/к$|-?комн.*$/, ''));
  if (n === null || !Number.isInteger(n) || n < 0 || n > IMPORT_LIMITS.rooms.max) return undefined;
  return n === 1 ? Layout.one : n === 2 ? Layout.two : Layout.three;
}

const isFormula = (cell: TRawCell | undefined): cell is { formula: string } =>
  typeof cell === 'object' && cell !== null;

const asText = (cell: TRawCell | undefined): string | null =>
  cell == null || isFormula(cell) ? null : String(cell).trim() || null;

export interface TCheckedRow {
  unit: TStoredImportRow | null;
  problems: TImportProblem[];
}

export function checkRow(raw: TRawRow): TCheckedRow {
  const problems: TImportProblem[] = [];
  const problem = (field: TImportColumn, text: string) =>
    problems.push({ row: raw.row, field, message: fill(T.row, raw.row, text) });
  const cell = (column: TImportColumn) => {
    const value = raw.cells[column];
    if (isFormula(value)) {
      problem(column, fill(T.formula, title(column)));
      return undefined;
    }
    return value ?? null;
  };
  const text = (column: TImportColumn, required: boolean): string | null => {
    const value = cell(column);
    if (value === undefined) return null;
    const t = asText(value);
    if (t === null && required) problem(column, fill(T.required, title(column)));
    if (t !== null && t.length > IMPORT_LIMITS.text)
      problem(column, fill(T.tooLong, title(column), IMPORT_LIMITS.text));
    return t;
  };
  const number = (
    column: TImportColumn,
    range: { min: number; max: number },
    whole: boolean,
    required: boolean,
  ): number | null => {
    const value = cell(column);
    if (value === undefined) return null;
    if (value === null) {
      if (required) problem(column, fill(T.required, title(column)));
      return null;
    }
    const n = readNumber(value);
    if (n === null) {
      problem(column, fill(T.notNumber, lower(column), String(value)));
      return null;
    }
    if (whole && !Number.isInteger(n)) {
      problem(column, fill(T.notWhole, lower(column), String(value)));
      return null;
    }
    if (n < range.min || n > range.max) {
      problem(column, fill(T.outOfRange, lower(column), String(value), range.min, range.max));
      return null;
    }
    return n;
  };

  const building = text('building', true);
  const section = text('section', true);
  const numberText = text('number', true);
  const floor = number('floor', IMPORT_LIMITS.floor, true, true);
  const area = number('area', IMPORT_LIMITS.area, false, false);
  const priceValue = number('price', IMPORT_LIMITS.price, false, false);
  let rooms: TLayout | null = null;
  const roomsCell = cell('rooms');
  if (roomsCell != null) {
    const read = readRooms(roomsCell);
    if (read === undefined) problem('rooms', fill(T.badRooms, String(roomsCell)));
    else rooms = read;
  }
  let status: TCellStatus = CellStatus.sale;
  const statusCell = text('status', false);
  if (statusCell !== null) {
    const read = STATUS_BY_WORD.get(norm(statusCell));
    if (read === undefined) problem('status', fill(T.badStatus, statusCell, statusTitles.join(', ')));
    else status = read;
  }
  const layout = text('layout', false);
  const plan = text('plan', false);
  const externalId = text('externalId', false);
  if (problems.length || building === null || section === null || numberText === null || floor === null)
    return { unit: null, problems };
  return {
    unit: {
      row: raw.row,
      building,
      section,
      floor,
      number: numberText,
      rooms,
      area: area === null ? null : Math.round(area * 100) / 100,
      price: priceValue === null ? null : Math.round(priceValue),
      status,
      layout,
      plan,
      externalId,
    },
    problems,
  };
}

/** Key of a unit within a complex: building, section and number, compared as the builder writes them. */
export const unitKey = (u: { building: string; section: string; number: string }) =>
  `${norm(u.building)}\u0000${norm(u.section)}\u0000${norm(u.number)}`;
export const sectionKey = (u: { building: string; section: string }) =>
  `${norm(u.building)}\u0000${norm(u.section)}`;
export const buildingKey = (name: string) => norm(name);

/** Reads every row, then refuses repeats of a unit or an external id within the file. */
export async function checkRows(
  rows: AsyncIterable<TRawRow>,
): Promise<{ units: TStoredImportRow[]; problems: TImportProblem[]; total: number }> {
  const units: TStoredImportRow[] = [];
  const problems: TImportProblem[] = [];
  const seen = new Map<string, number>();
  const seenExternal = new Map<string, number>();
  let total = 0;
  for await (const raw of rows) {
    total += 1;
    const checked = checkRow(raw);
    problems.push(...checked.problems);
    const unit = checked.unit;
    if (!unit) continue;
    const key = unitKey(unit);
    const before = seen.get(key);
    if (before !== undefined) {
      problems.push({
        row: unit.row,
        field: 'number',
        message: fill(
          T.row,
          unit.row,
          fill(T.duplicate, `${unit.building}, ${unit.section}, № ${unit.number}`, before),
        ),
      });
      continue;
    }
    if (unit.externalId !== null) {
      const earlier = seenExternal.get(unit.externalId);
      if (earlier !== undefined) {
        problems.push({
          row: unit.row,
          field: 'externalId',
          message: fill(T.row, unit.row, fill(T.duplicateExternal, unit.externalId, earlier)),
        });
        continue;
      }
      seenExternal.set(unit.externalId, unit.row);
    }
    seen.set(key, unit.row);
    units.push(unit);
  }
  return { units, problems, total };
}
