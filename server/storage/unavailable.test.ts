// An unreachable bucket: a put or a read fails at once with the Russian 503, a missing key is still a plain 404.
import { describe, expect, it } from 'vitest';
import { availabilityTexts } from '#shared/texts/availability.ts';
import { closedOrigin } from '../test/listen.ts';
import { S3Storage } from './s3.ts';
import { StorageUnavailable, unreachable } from './unavailable.ts';

describe('[storage] the bucket out of reach', () => {
  it('answers StorageUnavailable (503, Russian) for a put and a read', async () => {
    const storage = new S3Storage({
      endpoint: await closedOrigin(),
      bucket: 'kvartal',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
    });
    const put = await storage.put('images/a/s.webp', Buffer.from('x')).catch((e: unknown) => e);
    expect(put).toBeInstanceOf(StorageUnavailable);
    expect((put as StorageUnavailable).status).toBe(503);
    expect((put as StorageUnavailable).message).toBe(availabilityTexts.storage);
    await expect(storage.read('images/a/s.webp', {})).rejects.toBeInstanceOf(StorageUnavailable);
    storage.close();
  });

  it('takes the bucket’s own answers below 500 for answers', () => {
    expect(unreachable({ $metadata: { httpStatusCode: 404 } })).toBe(false);
    expect(unreachable({ $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(unreachable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
  });
});
