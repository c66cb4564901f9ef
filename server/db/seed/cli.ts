// npm run db:seed: migrates, then seeds the demo dataset into DATABASE_URL or the embedded database (idempotent).
import 'dotenv/config';
import path from 'node:path';
import { loadEnvOrExit } from '../../load-env.ts';
import { LocalStorage } from '../../storage/storage.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { describeSeed, seedDemo } from './seed-demo.ts';

const env = loadEnvOrExit();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
try {
  await migrate(database);
  const storage = new LocalStorage(path.resolve(env.DATA_DIR, 'files'));
  const result = await seedDemo(database.db, storage, { log: (line) => console.log(line) });
  console.log(describeSeed(result));
} finally {
  await database.close();
}
