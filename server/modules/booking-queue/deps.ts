import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';

export interface QueueDeps {
  db: Db;
  realtime: Realtime;
  now: Date;
}
