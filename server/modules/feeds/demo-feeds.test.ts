import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseXml, schemaErrors } from '../../test/xml.ts';
import { feedTokens, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { useDemoApp } from '../../test/use-demo.ts';

const t = useDemoApp({ complexes: 3, offers: 10, photos: false });

describe('[feeds] demo data', () => {
  it('[feeds] the demo builder has a token and all three feeds carry units of the demo complexes', async () => {
    const [builder] = await t.db.select().from(users).where(eq(users.phone, DEMO_ACCOUNTS.builder.phone));
    const [row] = await t.db.select().from(feedTokens).where(eq(feedTokens.ownerId, builder!.id));
    const tags = { yandex: 'offer', cian: 'object', avito: 'Ad' } as const;
    for (const portal of ['yandex', 'cian', 'avito'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/feeds/${row!.token}/${portal}.xml` });
      expect(res.statusCode).toBe(200);
      expect(await schemaErrors(res.body, portal)).toBe('');
      expect(parseXml(res.body).getElementsByTagName(tags[portal]).length).toBeGreaterThan(0);
    }
  });
});
