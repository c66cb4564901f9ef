// The dry run's heart, pure: the file's units against the complex's chessboard. A unit is found by its external id,
// else by building + section + number; found ones are updated (price, status, area, rooms; a removed one comes
// back), new ones go to a free grid cell on their floor of an existing section, or into a new section laid out
// floor by floor (numbers in natural order left to right). Units of the file's sections missing from the file are
// removed (the grid cell is disabled, its history kept). A unit held by an open booking or deal keeps its price,
// status and place: a conflict, listed.
import { CHESS_MAX_LINES } from '#shared/chessboard/limits.ts';
import { CellStatus, layoutShort } from '#shared/enums.ts';
import { IMPORT_LIMITS, type TImportAction } from '#shared/inventory-import.ts';
import type { TImportPreview, TImportProblem } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { formatPrice } from '#shared/format.ts';
import type { TStoredImportRow } from '../../db/schema/index.ts';
import { buildingKey, sectionKey, unitKey } from './check-row.ts';
import type { TComplexState, TGridCell } from './complex-state.ts';

export interface TUnitWrite {
  cellId: number;
  unit: TStoredImportRow;
  /** Price and status stay: an open booking or deal holds the unit. */
  keepPriceStatus: boolean;
}

export interface TNewSection {
  building: string;
  buildingId: number | null;
  section: string;
  firstFloor: number;
  rowsCount: number;
  colsCount: number;
  /** Each unit's grid place: row index from the top, column index. */
  units: { unit: TStoredImportRow; row: number; col: number }[];
}

export interface TImportPlan {
  newSections: TNewSection[];
  creates: TUnitWrite[];
  updates: TUnitWrite[];
  /** Found units that do not change: their keys (a plan named anew) are still written. */
  kept: TUnitWrite[];
  removes: number[];
  keeps: number;
  conflicts: TImportPreview['conflicts'];
  problems: TImportProblem[];
  sections: TImportPreview['sections'];
  firstRows: TImportPreview['firstRows'];
}

const collator = new Intl.Collator('ru', { numeric: true });
const squarePrice = (u: { price: number | null; area: number | null }) =>
  u.price !== null && u.area ? Math.round(u.price / u.area) : null;

/** A grid cell that holds a unit (anything a builder typed), as opposed to an empty or disabled one. */
export const isUnit = (c: TGridCell) =>
  !c.disabled && (c.number !== null || c.price !== null || c.cntApart !== null || c.area !== null);
const isFree = (c: TGridCell) =>
  c.number === null && c.price === null && c.cntApart === null && c.area === null;

function changes(cell: TGridCell, unit: TStoredImportRow, keepPriceStatus: boolean): boolean {
  const priceSame = keepPriceStatus || (cell.price === unit.price && cell.status === unit.status);
  return !(
    priceSame &&
    !cell.disabled &&
    cell.number === unit.number &&
    cell.area === unit.area &&
    cell.cntApart === unit.rooms &&
    (unit.externalId === null || cell.externalId === unit.externalId)
  );
}

/** `removeMissing`: a unit of the file's sections missing from it is removed; off for YRL, which lists only units
 * on sale (a sold one simply leaves the feed). */
export function planImport(
  state: TComplexState,
  units: readonly TStoredImportRow[],
  options: { removeMissing: boolean } = { removeMissing: true },
): TImportPlan {
  const sectionsByKey = new Map(
    state.sections.map((s) => [sectionKey({ building: s.buildingName, section: s.name }), s]),
  );
  const buildingsByKey = new Map(state.buildings.map((b) => [buildingKey(b.name), b]));
  const sectionOfCell = new Map(state.sections.map((s) => [s.id, s]));
  const byExternal = new Map<string, TGridCell>();
  const byKey = new Map<string, TGridCell>();
  for (const cell of state.cells) {
    if (cell.externalId !== null) byExternal.set(cell.externalId, cell);
    const section = sectionOfCell.get(cell.sectionId);
    if (section && cell.number !== null)
      byKey.set(
        unitKey({ building: section.buildingName, section: section.name, number: cell.number }),
        cell,
      );
  }
  const freeByFloor = new Map<string, TGridCell[]>();
  for (const cell of [...state.cells].sort((a, b) => a.bbox[1]! - b.bbox[1]!))
    if (isFree(cell) && cell.floor !== null) {
      const key = `${cell.sectionId}:${cell.floor}`;
      freeByFloor.set(key, [...(freeByFloor.get(key) ?? []), cell]);
    }

  const plan: TImportPlan = {
    newSections: [],
    creates: [],
    updates: [],
    kept: [],
    removes: [],
    keeps: 0,
    conflicts: [],
    problems: [],
    sections: [],
    firstRows: [],
  };
  const counts = new Map<string, TImportPreview['sections'][number]>();
  const countOf = (building: string, section: string, isNew: boolean) => {
    const key = sectionKey({ building, section });
    let c = counts.get(key);
    if (!c) counts.set(key, (c = { building, section, isNew, create: 0, update: 0, remove: 0, keep: 0 }));
    return c;
  };
  const rowPreview = (
    unit: TStoredImportRow,
    action: TImportAction,
    cell: TGridCell | null,
  ): TImportPreview['firstRows'][number] => ({
    row: unit.row,
    action,
    building: unit.building,
    section: unit.section,
    floor: unit.floor,
    number: unit.number,
    rooms: unit.rooms === null ? null : layoutShort[unit.rooms],
    area: unit.area,
    price: unit.price,
    status: unit.status,
    oldPrice: cell?.price ?? null,
    oldStatus: cell?.status ?? null,
  });
  const seenCells = new Set<number>();
  const fresh = new Map<string, TStoredImportRow[]>();
  const preview: TImportPreview['firstRows'] = [];

  for (const unit of units) {
    const found =
      (unit.externalId !== null ? byExternal.get(unit.externalId) : undefined) ?? byKey.get(unitKey(unit));
    if (found && !seenCells.has(found.id)) {
      seenCells.add(found.id);
      const section = sectionOfCell.get(found.sectionId)!;
      const c = countOf(section.buildingName, section.name, false);
      const repriced = found.price !== unit.price || found.status !== unit.status;
      if (found.held && repriced) {
        plan.conflicts.push({
          row: unit.row,
          cellId: found.id,
          building: section.buildingName,
          section: section.name,
          number: found.number ?? unit.number,
          message:
            found.price !== unit.price
              ? fill(importTexts.conflicts.price, formatPrice(found.price ?? 0), formatPrice(unit.price ?? 0))
              : fill(importTexts.conflicts.status, CellStatus.title(unit.status)),
        });
      }
      const write = { cellId: found.id, unit, keepPriceStatus: found.held };
      if (changes(found, unit, found.held)) {
        plan.updates.push(write);
        c.update += 1;
        preview.push(rowPreview(unit, 'update', found));
      } else {
        plan.kept.push(write);
        plan.keeps += 1;
        c.keep += 1;
        preview.push(rowPreview(unit, 'keep', found));
      }
      continue;
    }
    const section = sectionsByKey.get(sectionKey(unit));
    if (section) {
      const free = freeByFloor.get(`${section.id}:${unit.floor}`)?.shift();
      if (!free) {
        plan.problems.push({
          row: unit.row,
          field: 'floor',
          message: fill(
            importTexts.problems.row,
            unit.row,
            fill(importTexts.problems.noFloorRoom, `${section.buildingName}, ${section.name}`, unit.floor),
          ),
        });
        continue;
      }
      seenCells.add(free.id);
      plan.creates.push({ cellId: free.id, unit, keepPriceStatus: false });
      countOf(section.buildingName, section.name, false).create += 1;
      preview.push(rowPreview(unit, 'create', null));
      continue;
    }
    const key = sectionKey(unit);
    fresh.set(key, [...(fresh.get(key) ?? []), unit]);
    countOf(unit.building, unit.section, true).create += 1;
    preview.push(rowPreview(unit, 'create', null));
  }

  for (const group of fresh.values()) {
    const floors = group.map((u) => u.floor);
    const firstFloor = Math.min(...floors);
    const rowsCount = Math.max(...floors) - firstFloor + 1;
    const perFloor = new Map<number, TStoredImportRow[]>();
    for (const u of group) perFloor.set(u.floor, [...(perFloor.get(u.floor) ?? []), u]);
    const colsCount = Math.max(...[...perFloor.values()].map((l) => l.length));
    const head = group[0]!;
    if (rowsCount > CHESS_MAX_LINES || colsCount > CHESS_MAX_LINES) {
      plan.problems.push({
        row: head.row,
        field: rowsCount > CHESS_MAX_LINES ? 'floor' : 'number',
        message: fill(
          importTexts.problems.row,
          head.row,
          fill(importTexts.problems.gridTooLarge, `${head.building}, ${head.section}`, CHESS_MAX_LINES),
        ),
      });
      continue;
    }
    const placed: TNewSection['units'] = [];
    for (const [floor, list] of perFloor) {
      list.sort((a, b) => collator.compare(a.number, b.number));
      list.forEach((unit, col) => placed.push({ unit, row: firstFloor + rowsCount - 1 - floor, col }));
    }
    plan.newSections.push({
      building: head.building,
      buildingId: buildingsByKey.get(buildingKey(head.building))?.id ?? null,
      section: head.section,
      firstFloor,
      rowsCount,
      colsCount,
      units: placed,
    });
  }

  const fileSections = new Set(units.map((u) => sectionKey(u)));
  for (const cell of state.cells) {
    const section = sectionOfCell.get(cell.sectionId);
    if (!options.removeMissing || !section || seenCells.has(cell.id) || !isUnit(cell)) continue;
    if (!fileSections.has(sectionKey({ building: section.buildingName, section: section.name }))) continue;
    if (cell.held) {
      plan.conflicts.push({
        row: null,
        cellId: cell.id,
        building: section.buildingName,
        section: section.name,
        number: cell.number ?? '—',
        message: importTexts.conflicts.remove,
      });
      continue;
    }
    plan.removes.push(cell.id);
    countOf(section.buildingName, section.name, false).remove += 1;
  }

  plan.sections = [...counts.values()];
  // Changes first: the rows a builder wants to check before applying.
  const order: Record<TImportAction, number> = { create: 0, update: 0, remove: 1, keep: 2 };
  plan.firstRows = preview
    .sort((a, b) => order[a.action] - order[b.action] || a.row - b.row)
    .slice(0, IMPORT_LIMITS.previewRows);
  return plan;
}

export { squarePrice };
