// A snapshot id is the only key to a public page, so it must be unguessable: 128 random bits, base64url (22 chars).
import { randomBytes } from 'node:crypto';

export const newSnapshotId = (): string => randomBytes(16).toString('base64url');

/** Anything else cannot be a snapshot id; such requests are answered NotFound without a query. */
export const looksLikeSnapshotId = (id: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(id);
