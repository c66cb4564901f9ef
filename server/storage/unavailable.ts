// The bucket could not be reached (refused, timed out, or a 5xx of its own): 503 with a Russian text, so an upload
// says what happened and the proxy serves a cached copy of a photo (deploy/nginx.conf, proxy_cache_use_stale).
import { S3ServiceException } from '@aws-sdk/client-s3';
import { availabilityTexts } from '#shared/texts/availability.ts';
import { AppError } from '../errors.ts';

export class StorageUnavailable extends AppError {
  override readonly status = 503;
  constructor(readonly reason: unknown) {
    super('ServerError', availabilityTexts.storage);
  }
}

/**
 * An answer of the bucket's own below 500 (404, 304, 412…) is an answer; anything else (no HTTP status: refused, timed
 * out; or a 5xx) means it is not there.
 */
export function unreachable(error: unknown): boolean {
  const status =
    error instanceof S3ServiceException
      ? error.$metadata.httpStatusCode
      : (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/** The bucket's call, with an unreachable bucket turned into StorageUnavailable. */
export async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw unreachable(error) ? new StorageUnavailable(error) : error;
  }
}
