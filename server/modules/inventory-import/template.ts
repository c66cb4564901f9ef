// The XLSX template written by exceljs: the units' sheet with Russian headers and two example rows, and a sheet
// explaining each column and the allowed statuses. The same headers the reader matches (headers.ts).
import ExcelJS from 'exceljs';
import { CellStatus } from '#shared/enums.ts';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';

const T = importTexts.template;

export async function buildTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Квартал';
  const sheet = book.addWorksheet(T.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: importTexts.columns[column].title,
    key: column,
    width: column === 'plan' ? 36 : column === 'status' ? 18 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  const example = { building: T.example.building, section: T.example.section, layout: T.example.layout };
  sheet.addRow({
    ...example,
    floor: 2,
    number: '1',
    rooms: 1,
    area: 38.5,
    price: 5_400_000,
    status: CellStatus.title(CellStatus.sale),
    // No plan in the example: a file name needs the ZIP, a URL would be downloaded after the apply.
    plan: '',
    externalId: 'A-0001',
  });
  sheet.addRow({
    ...example,
    floor: 2,
    number: '2',
    rooms: 'студия',
    area: 24.1,
    price: 3_950_000,
    status: CellStatus.title(CellStatus.sale),
    layout: 'С-24',
    plan: '',
    externalId: 'A-0002',
  });
  for (const column of ['area', 'price'] as const)
    sheet.getColumn(column).numFmt = column === 'price' ? '#,##0' : '0.00';
  const statusList = `"${CellStatus.options.map((o) => o.title).join(',')}"`;
  for (let row = 2; row <= 2001; row++)
    sheet.getCell(row, IMPORT_COLUMNS.indexOf('status') + 1).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [statusList],
    };

  const notes = book.addWorksheet(T.notesSheet);
  notes.columns = [{ width: 16 }, { width: 90 }, { width: 14 }];
  notes.addRow(T.notesHeader).font = { bold: true };
  for (const column of IMPORT_COLUMNS)
    notes.addRow([
      importTexts.columns[column].title,
      importTexts.columns[column].note,
      REQUIRED_COLUMNS.includes(column) ? T.yes : T.no,
    ]);
  notes.addRow([]);
  notes.addRow([T.statusesTitle]).font = { bold: true };
  for (const option of CellStatus.options) notes.addRow([option.title]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
