// A table's header row matched to the template's columns: case, spaces, «ё» and units in brackets ignored, the
// usual other names (shared/texts/inventory-import.ts aliases) accepted, unknown columns left out.
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, type TImportColumn } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { refuseFile } from './raw-row.ts';

const norm = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

const NAMES = new Map<string, TImportColumn>();
for (const column of IMPORT_COLUMNS) {
  NAMES.set(norm(importTexts.columns[column].title), column);
  for (const alias of importTexts.aliases[column]) NAMES.set(norm(alias), column);
}

const columnOf = (header: string): TImportColumn | undefined =>
  NAMES.get(norm(header)) ?? NAMES.get(norm(header.replace(/\(.*\)|,.*$/g, '')));

/** Column index → column; refuses a table without the columns every row needs. */
export function matchHeaders(headers: readonly (string | null | undefined)[]): Map<number, TImportColumn> {
  const found = new Map<number, TImportColumn>();
  const taken = new Set<TImportColumn>();
  headers.forEach((header, index) => {
    if (typeof header !== 'string') return;
    const column = columnOf(header);
    if (column && !taken.has(column)) {
      found.set(index, column);
      taken.add(column);
    }
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !taken.has(c));
  if (missing.length)
    throw refuseFile(
      importTexts.problems.missingHeaders,
      missing.map((c) => `«${importTexts.columns[c].title}»`).join(', '),
    );
  return found;
}
