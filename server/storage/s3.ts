// Files in S3-compatible object storage (AWS S3, MinIO, Yandex Object Storage…) through the AWS SDK v3, path-style
// addressing. Addresses stay FILES_PREFIX/<key> on this server, which streams the object (decision 031).
import { Readable } from 'node:stream';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { DOCUMENT_MIME } from './documents.ts';
import { guarded } from './unavailable.ts';
import { FILES_PREFIX, safeKey, type ReadConditions, type Storage, type StoredFile } from './storage.ts';

const MIME: Record<string, string> = { ...DOCUMENT_MIME, jpeg: 'image/jpeg', webp: 'image/webp' };

export const contentTypeOf = (key: string) =>
  MIME[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // An unreachable bucket fails a request in about a second (docs/DEPLOY.md «Failure modes»), never hangs it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 15_000 },
    });
  }

  static fromEnv(env: Env): S3Storage {
    return new S3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY!,
      secretAccessKey: env.S3_SECRET_KEY!,
      region: env.S3_REGION,
    });
  }

  /** Creates the bucket when it does not exist yet (a fresh MinIO or s3rver); an existing one is left as it is. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      } catch (created) {
        // Another node starting at the same moment made it first.
        if (statusOf(created) !== 409) throw created;
      }
    }
  }

  /** The bucket answers (HeadBucket); rejects otherwise. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const Key = safeKey(key);
    await guarded(
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: contentTypeOf(Key) }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await guarded(
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: safeKey(key) })),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async read(key: string, conditions: ReadConditions): Promise<StoredFile | 'not-modified' | null> {
    try {
      const answer = await guarded(
        this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: safeKey(key),
            IfNoneMatch: conditions.ifNoneMatch,
            Range: conditions.range,
          }),
        ),
      );
      if (!answer.Body) return null;
      return {
        body:
          answer.Body instanceof Readable
            ? answer.Body
            : Readable.from(await answer.Body.transformToByteArray()),
        contentType: answer.ContentType ?? contentTypeOf(key),
        etag: answer.ETag,
        length: answer.ContentLength,
        contentRange: answer.ContentRange,
      };
    } catch (error) {
      const status =
        statusOf(error) ?? (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) return 'not-modified';
      if (status === 404 || status === 416) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const Key = safeKey(key);
    if (!key.endsWith('/')) {
      await guarded(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })));
      return;
    }
    // A folder: every object under the prefix, a page (≤ 1,000 keys) at a time.
    const Prefix = Key === '' ? '' : `${Key.replace(/\/+$/, '')}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await guarded(
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken })),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await guarded(
          this.client.send(
            new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
          ),
        );
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  url(key: string): string {
    return `${FILES_PREFIX}/${safeKey(key)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
