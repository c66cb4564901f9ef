// XLSX through exceljs's streaming reader: the first worksheet, its first row the headers. Before reading, the
// archive's directory is checked: parts declared to unpack beyond the limit (a zip bomb) refuse the file, and the
// row limit stops a sheet of a million rows while it streams. A formula cell gives its cached result.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Open } from 'unzipper';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { matchHeaders } from './headers.ts';
import { refuseFile, rowLimit, type TRawCell, type TRawRow } from './raw-row.ts';

async function checkArchive(data: Buffer): Promise<void> {
  let files;
  try {
    ({ files } = await Open.buffer(data));
  } catch {
    throw refuseFile(importTexts.errors.brokenXlsx);
  }
  const unpacked = files.reduce((sum, f) => sum + f.uncompressedSize, 0);
  if (unpacked > IMPORT_LIMITS.unpackedBytes)
    throw refuseFile(importTexts.errors.unpacked, IMPORT_LIMITS.unpackedBytes / 1024 / 1024);
  if (!files.some((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f.path)))
    throw refuseFile(importTexts.errors.brokenXlsx);
}

/** A cell's value as the import reads it: dates and rich text as text, a formula as its cached result. */
export function cellValue(value: ExcelJS.CellValue): TRawCell {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result == null || typeof result === 'object')
      return { formula: String((value as { formula?: string }).formula ?? '') };
    return cellValue(result);
  }
  if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''));
  if ('text' in value) return cellValue(String(value.text));
  if ('error' in value) return { formula: String(value.error) };
  return null;
}

export async function* readXlsx(data: Buffer): AsyncGenerator<TRawRow> {
  await checkArchive(data);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const count = rowLimit();
  let columns: ReturnType<typeof matchHeaders> | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        if (!columns) {
          if (values.every((v) => v == null)) continue;
          columns = matchHeaders(values.map((v) => (v == null ? null : String(cellValue(v) ?? ''))));
          continue;
        }
        const cells: TRawRow['cells'] = {};
        let empty = true;
        for (const [index, column] of columns) {
          const cell = cellValue(values[index] ?? null);
          cells[column] = cell;
          if (cell !== null) empty = false;
        }
        if (empty) continue;
        count();
        yield { row: row.number, cells };
      }
      // The first worksheet only: the template's second sheet explains the columns.
      break;
    }
  } catch (error) {
    if (error instanceof Error && error.name !== 'ValidationFailed' && !('errors' in error))
      throw refuseFile(importTexts.errors.brokenXlsx);
    throw error;
  }
  if (!columns) throw refuseFile(importTexts.errors.empty);
}
