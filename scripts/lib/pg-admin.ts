// One statement on PostgreSQL's maintenance database (create or drop the database a check runs on), on its own
// connection: CREATE/DROP DATABASE cannot run inside a pool's transaction or on the database itself.
import pg from 'pg';

export async function adminQuery(maintenanceUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
