// CSV: UTF-8 (with or without a BOM) or, when the bytes are not valid UTF-8, Windows-1251 (Russian Excel's «CSV»);
// the delimiter is the header line's most frequent of «;», «,» and tab. Parsed by csv-parse as a stream.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { matchHeaders } from './headers.ts';
import { refuseFile, rowLimit, type TRawRow } from './raw-row.ts';

/** The text of a CSV file: valid UTF-8 is taken as such, anything else is read as Windows-1251. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return iconv.decode(data, 'win1251');
  }
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export async function* readCsv(data: Buffer): AsyncGenerator<TRawRow> {
  const text = decodeText(data);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }),
  );
  const count = rowLimit();
  let columns: ReturnType<typeof matchHeaders> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines;
      if (!columns) {
        columns = matchHeaders(record);
        continue;
      }
      count();
      const cells: TRawRow['cells'] = {};
      for (const [index, column] of columns)
        cells[column] = record[index] === '' ? null : (record[index] ?? null);
      yield { row: line, cells };
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_'))
      throw refuseFile(importTexts.errors.brokenCsv, (error as Error).message);
    throw error;
  } finally {
    parser.destroy();
  }
}
