// An S3-compatible server (s3rver) in this process on 127.0.0.1, on a free port, over a temporary folder: the S3
// storage's tests and the two-node check (scripts/multi-node.ts) run against it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../storage/s3.ts';

export interface RunningS3 {
  options: S3Options;
  stop(): Promise<void>;
}

/** s3rver accepts any signature made with its own fixed key. */
const S3RVER_KEY = 'S3RVER';

export async function startS3rver(bucket = 'kvartal'): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kvartal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      region: 'us-east-1',
    },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
