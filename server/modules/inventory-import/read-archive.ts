// An uploaded ZIP holding the table and the plan images (the template's «План» names a file in it). The central
// directory is checked before anything unpacks: the number of entries, the declared total and each entry's
// compression ratio (a zip bomb stops here); an entry is then unpacked counting bytes, so one whose header lies is cut
// at its declared size. Names are matched without folders and case («plans/1K-42.PNG» is «1k-42.png»).
import iconv from 'iconv-lite';
import { Open, type CentralDirectoryFile } from 'unzipper';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { refuseFile } from './raw-row.ts';

const E = importTexts.errors;
const TABLE = /\.(xlsx|csv)$/i;
const IMAGE = /\.(png|jpe?g|webp|gif)$/i;

export interface TPlanArchive {
  table: Buffer;
  tableName: string;
  /** A plan's bytes by the name a row gives; `missing` when the archive has no such image. */
  plan(name: string): Promise<Buffer | 'missing' | 'too-large'>;
}

/** A file's name without its folders, compared case-insensitively. */
export const baseName = (name: string) => name.split(/[\\/]/).at(-1)!.trim().toLowerCase().replace(/ё/g, 'е');

function nameOf(file: CentralDirectoryFile): string {
  if (file.isUnicode || !file.pathBuffer) return file.path;
  const utf8 = file.pathBuffer.toString('utf8');
  // Windows' built-in ZIP writes Cyrillic names in CP866 without the UTF-8 flag.
  return utf8.includes('\ufffd') ? iconv.decode(file.pathBuffer, 'cp866') : utf8;
}

/** Whether a ZIP is an archive of a table and plans rather than an XLSX (which has its content types at the root). */
export async function isPlanArchive(data: Buffer): Promise<boolean> {
  try {
    const { files } = await Open.buffer(data);
    return !files.some((f) => f.path === '[Content_Types].xml');
  } catch {
    return false;
  }
}

async function unpack(file: CentralDirectoryFile, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = file.stream() as NodeJS.ReadableStream & { destroy?: () => void };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > Math.min(limit, file.uncompressedSize)) {
        stream.destroy?.();
        throw refuseFile(E.archiveUnpacked, IMPORT_LIMITS.unpackedBytes / 1024 / 1024);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Error && 'errors' in error) throw error;
    throw refuseFile(E.archiveBroken);
  }
  return Buffer.concat(chunks);
}

export async function readPlanArchive(data: Buffer): Promise<TPlanArchive> {
  let files: CentralDirectoryFile[];
  try {
    ({ files } = await Open.buffer(data));
  } catch {
    throw refuseFile(E.archiveBroken);
  }
  const entries = files.filter(
    (f) => f.type === 'File' && !/(^|\/)(__MACOSX\/|\.)/.test(f.path) && f.uncompressedSize > 0,
  );
  if (files.length > IMPORT_LIMITS.archiveEntries)
    throw refuseFile(E.archiveEntries, IMPORT_LIMITS.archiveEntries);
  const total = entries.reduce((sum, f) => sum + f.uncompressedSize, 0);
  const bomb = entries.some(
    (f) =>
      f.uncompressedSize > 1024 * 1024 &&
      f.uncompressedSize / Math.max(f.compressedSize, 1) > IMPORT_LIMITS.archiveRatio,
  );
  if (total > IMPORT_LIMITS.unpackedBytes || bomb)
    throw refuseFile(E.archiveUnpacked, IMPORT_LIMITS.unpackedBytes / 1024 / 1024);
  const tables = entries.filter((f) => TABLE.test(nameOf(f)));
  if (tables.length === 0) throw refuseFile(E.archiveNoTable);
  if (tables.length > 1) throw refuseFile(E.archiveTables, tables.map((f) => baseName(nameOf(f))).join(', '));
  const images = new Map<string, CentralDirectoryFile>();
  for (const f of entries) {
    const name = baseName(nameOf(f));
    if (IMAGE.test(name) && !images.has(name)) images.set(name, f);
  }
  const table = tables[0]!;
  return {
    table: await unpack(table, IMPORT_LIMITS.fileBytes),
    tableName: baseName(nameOf(table)),
    async plan(name) {
      const file = images.get(baseName(name));
      if (!file) return 'missing';
      if (file.uncompressedSize > IMPORT_LIMITS.planBytes) return 'too-large';
      return unpack(file, IMPORT_LIMITS.planBytes);
    },
  };
}
