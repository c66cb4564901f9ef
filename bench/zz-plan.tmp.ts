import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { autocompleteSql } from '#server/modules/search/autocomplete.ts';
import { BENCH_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';
const server = await startPostgres();
const database = await openDatabase({ url: server.url(BENCH_DATABASE) });
try {
  for (const q of process.argv.slice(2)) {
    for (const [name, stmt] of Object.entries(autocompleteSql(q, null))) {
      const plan = (await database.db.execute(sql`explain (analyze, costs off) ${stmt}`)) as unknown as { rows: Record<string, string>[] };
      const lines = plan.rows.map((r) => Object.values(r)[0]);
      console.log(`== «${q}» ${name}: ${lines.at(-1)}`);
      if (process.env.FULL === name) console.log(lines.join('\n'));
    }
  }
} finally { await database.close(); server.stop(); }
