// Logs the demo accounts in through the data layer before the server starts: specs get tokens without asking for
// SMS codes, so a spec that logs a demo phone in through the screens never meets the 60 s resend limit of another.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { issueToken } from '../server/modules/auth/tokens.ts';
import { DEMO_PHONES, type DemoRole } from './demo.ts';
import { tokensDir } from './paths.ts';

export async function issueDemoTokens(dataDir: string, run: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const dir = tokensDir(run);
    await mkdir(dir, { recursive: true });
    for (const [role, phone] of Object.entries(DEMO_PHONES) as [DemoRole, string][]) {
      const [user] = await database.db.select().from(users).where(eq(users.phone, phone));
      if (!user) throw new Error(`The seeded data has no demo account ${phone}`);
      const token = await issueToken(database.db, user.id, { userAgent: 'e2e' });
      await writeFile(path.join(dir, `${role}.json`), JSON.stringify({ token }));
    }
  } finally {
    await database.close();
  }
}
