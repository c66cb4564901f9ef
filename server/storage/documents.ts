// Documents of a complex (PRODUCT §3: pdf, jpg, png, docx, doc, xls, xlsx), recognised by content, stored as they came.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TDocumentType } from '#shared/schemas/common.ts';
import type { TDocument } from '#shared/schemas/object.ts';
import { mediaTexts } from '#shared/texts/media.ts';
import type { DbOrTx } from '../db/client.ts';
import { documents } from '../db/schema/index.ts';
import { ValidationFailed } from '../errors.ts';
import type { Storage } from './storage.ts';

type DocumentRow = typeof documents.$inferSelect;

export const DOCUMENT_MIME: Record<TDocumentType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

/**
 * The document type by content. An OLE2 compound file is told apart (doc or xls) by the name's extension,
 * an Office Open XML package by its word/ or xl/ entries. Anything else is null.
 */
export function detectDocumentType(buffer: Buffer, fileName: string): TDocumentType | null {
  if (buffer.length >= 5 && buffer.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG)) return 'png';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(OLE2)) {
    const ext = extensionOf(fileName);
    return ext === 'doc' || ext === 'xls' ? ext : null;
  }
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    const names = zipEntryNames(buffer);
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  }
  return null;
}

/** File names from a ZIP's central directory; [] when the archive is damaged. */
export function zipEntryNames(buffer: Buffer): string[] {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  const floor = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let i = buffer.length - 22; i >= floor; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return [];
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buffer.length) return [];
    names.push(buffer.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The name to show: no folders, no control characters, the right extension. */
export function documentDisplayName(fileName: string, type: TDocumentType): string {
  const base = path.posix.basename(fileName.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const stem = clean.replace(/\.[^.]*$/, '').trim() || 'Документ';
  const ext = extensionOf(clean);
  const keepExt = ext === type || (type === 'jpg' && ext === 'jpeg');
  return (keepExt ? clean : `${stem}.${type}`).slice(-180);
}

/** A file-system-safe name for the storage key, Cyrillic kept. */
export function safeFileName(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  return safe.slice(-120) || 'document';
}

export interface StoreDocumentInput {
  objectId: number;
  fileName: string;
  data: Buffer;
  sort?: number;
  createdAt?: Date;
}

export async function storeDocument(
  db: DbOrTx,
  storage: Storage,
  input: StoreDocumentInput,
): Promise<DocumentRow> {
  if (input.data.length === 0) throw new ValidationFailed({ file: [mediaTexts.documentEmpty] });
  const type = detectDocumentType(input.data, input.fileName);
  if (!type) throw new ValidationFailed({ file: [mediaTexts.documentUnsupported] });
  const name = documentDisplayName(input.fileName, type);
  const storageKey = `documents/${randomBytes(12).toString('hex')}/${safeFileName(name)}`;
  await storage.put(storageKey, input.data);
  const [row] = await db
    .insert(documents)
    .values({
      objectId: input.objectId,
      name,
      storageKey,
      ext: type,
      mime: DOCUMENT_MIME[type],
      size: input.data.length,
      sort: input.sort ?? 0,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

export function presentDocument(storage: Storage, row: DocumentRow): TDocument {
  return {
    id: row.id,
    name: row.name,
    url: storage.url(row.storageKey),
    ext: row.ext,
    size: row.size,
    created: row.createdAt.toISOString(),
  };
}
