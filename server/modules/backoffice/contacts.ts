// Contacts of a complex's sales office: position, name and phone required, a second phone and two emails optional.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZContactCreate } from '#shared/schemas/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export async function createContact(
  db: DbOrTx,
  objectId: number,
  input: z.output<typeof ZContactCreate>,
): Promise<void> {
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${contacts.sort}), -1)::int` })
    .from(contacts)
    .where(eq(contacts.objectId, objectId));
  await db.insert(contacts).values({ objectId, ...input, sort: (last?.sort ?? -1) + 1 });
}

export async function deleteContact(db: DbOrTx, objectId: number, contactId: number): Promise<void> {
  const [row] = await db
    .delete(contacts)
    .where(and(eq(contacts.objectId, objectId), eq(contacts.id, contactId)))
    .returning();
  if (!row) throw notFound();
}
