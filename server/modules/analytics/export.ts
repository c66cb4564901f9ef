// The exports: a report's tables as an Excel workbook (exceljs, a sheet per table, headers bold and frozen) or as
// CSV for Russian Excel (UTF-8 with a BOM, «;», CRLF; the tables one after another with their titles), like the
// commissions' CSV.
import ExcelJS from 'exceljs';
import { csvLine } from '../commissions/commissions-csv.ts';
import type { Table } from './report-tables.ts';

export async function tablesXlsx(tables: readonly Table[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Квартал';
  const used = new Set<string>();
  for (const table of tables) {
    // Excel limits a sheet's name to 31 characters without []:*?/\ and wants each unique.
    let name = table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Лист';
    for (let i = 2; used.has(name); i++) name = `${name.slice(0, 28)} ${i}`;
    used.add(name);
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => {
      const longest = Math.max(
        ...[table.columns[i] ?? '', ...table.rows.map((r) => String(r[i] ?? ''))].map((v) => v.length),
      );
      column.width = Math.min(Math.max(longest + 2, 10), 48);
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function tablesCsv(tables: readonly Table[]): string {
  const lines: string[] = [];
  for (const table of tables) {
    if (lines.length) lines.push('');
    lines.push(csvLine([table.title]), csvLine(table.columns));
    for (const row of table.rows) lines.push(csvLine(row));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
