// Which reader a file needs, told by its first bytes rather than its name: an XLSX is a zip («PK»), a CSV is text;
// anything else (a PDF, an old binary .xls, a picture) is refused in Russian. Feeds name their format.
import type { TFeedFormat } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { refuseFile, type TRawRow } from './raw-row.ts';
import { readCsv } from './read-csv.ts';
import { readProfitbase } from './read-profitbase.ts';
import { readXlsx } from './read-xlsx.ts';
import { readYrl } from './read-yrl.ts';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

export const isZip = (data: Buffer) => data.subarray(0, 4).equals(ZIP);

export function readFile(data: Buffer): AsyncGenerator<TRawRow> {
  if (data.length === 0) throw refuseFile(importTexts.errors.empty);
  if (data.subarray(0, 4).equals(ZIP)) return readXlsx(data);
  // Text has no NUL bytes (UTF-16 is not taken: Excel's «CSV» is UTF-8 or Windows-1251).
  if (data.subarray(0, 4096).includes(0)) throw refuseFile(importTexts.errors.fileType);
  return readCsv(data);
}

export function readFeed(data: Buffer, format: TFeedFormat): AsyncGenerator<TRawRow> {
  return format === 'yrl' ? readYrl(data) : readProfitbase(data);
}
