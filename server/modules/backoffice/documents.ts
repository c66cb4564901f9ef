// Documents of a complex: added as uploaded files (checked by content in storage/documents.ts), removed with their file.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { storeDocument } from '../../storage/documents.ts';
import type { Storage } from '../../storage/storage.ts';

/** Stores the file and appends it to the list; `name` renames it (the extension stays what the content is). */
export async function addDocument(
  db: DbOrTx,
  storage: Storage,
  objectId: number,
  file: { fileName: string; data: Buffer; name?: string },
  now: Date,
): Promise<void> {
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${documents.sort}), -1)::int` })
    .from(documents)
    .where(eq(documents.objectId, objectId));
  const fileName = file.name?.trim() ? withExtension(file.name.trim(), file.fileName) : file.fileName;
  await storeDocument(db, storage, {
    objectId,
    fileName,
    data: file.data,
    sort: (last?.sort ?? -1) + 1,
    createdAt: now,
  });
}

/** «Проектная декларация» + «scan.pdf» → «Проектная декларация.pdf». */
function withExtension(name: string, original: string): string {
  const ext = original.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '';
  return name.toLowerCase().endsWith(ext.toLowerCase()) ? name : `${name}${ext}`;
}

export async function deleteDocument(
  db: DbOrTx,
  storage: Storage,
  objectId: number,
  documentId: number,
): Promise<() => Promise<void>> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.objectId, objectId), eq(documents.id, documentId)))
    .returning();
  if (!row) throw notFound();
  // documents/<random>/<name>: the folder is the document's own.
  const folder = row.storageKey.replace(/[^/]+$/, '');
  return () => storage.remove(folder);
}
