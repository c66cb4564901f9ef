// npm run db:migrate: applies migrations to DATABASE_URL or the embedded database under DATA_DIR.
import 'dotenv/config';
import path from 'node:path';
import { loadEnvOrExit } from '../load-env.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const env = loadEnvOrExit();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.engine}).`);
