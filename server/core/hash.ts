// Hex SHA-256 of a secret (tokens, one-time links): what the database keeps instead of the secret itself.
import { createHash } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
