// Files (image variants, documents) behind a small interface; the local implementation writes under DATA_DIR/files,
// the S3 one (s3.ts) into a bucket. Either way a file's address is FILES_PREFIX/<key> on this server.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export const FILES_PREFIX = '/files';
/** Keys under it are never served at FILES_PREFIX: a route that checks who asks reads them (a deal's documents). */
export const PRIVATE_KEY_PREFIX = 'private/';

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a key or everything under a key prefix ending in '/'. */
  remove(key: string): Promise<void>;
  url(key: string): string;
  /** The folder served at FILES_PREFIX, when local. */
  readonly root?: string;
  /** A file to stream at FILES_PREFIX, when not local (server/plugins/static.ts serves it). */
  read?(key: string, conditions: ReadConditions): Promise<StoredFile | 'not-modified' | null>;
  /** Rejects when the store cannot be reached (readiness, server/observability/readiness.ts); local files have none. */
  ping?(): Promise<void>;
}

export interface ReadConditions {
  ifNoneMatch?: string;
  /** A `bytes=…` Range header, passed on as it came. */
  range?: string;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  etag?: string;
  length?: number;
  /** Set when a range was asked for and answered (status 206). */
  contentRange?: string;
}

export function safeKey(key: string): string {
  const normalized = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalized.startsWith('..') || normalized.includes('\0')) throw new Error(`Bad storage key: ${key}`);
  return normalized;
}

export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = path.join(this.root, safeKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.root, safeKey(key)));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(path.join(this.root, safeKey(key)), { recursive: true, force: true });
  }

  url(key: string): string {
    return `${FILES_PREFIX}/${safeKey(key)}`;
  }
}
