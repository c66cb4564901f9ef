// The race for one phone on real PostgreSQL, where the twenty requests run on separate pooled connections at once.
// PGlite is one connection that runs transactions one after another, so this file is collected only on PostgreSQL
// (vitest.config.ts: `*.pg.test.ts` with TEST_DATABASE_URL, as CI runs the API suite a second time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { fixations } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildFixationWorld, type FixationWorld } from '../../test/worlds/fixations.ts';

describe('[fixations] the race for one phone on PostgreSQL', () => {
  let t: TestContext;
  let w: FixationWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildFixationWorld(t);
  });
  afterAll(() => t.close());

  it('[fixations] 20 different agents at once: exactly one 201, nineteen refusals naming no one', async () => {
    const agents = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await buildUser(t.db, { group: Role.agent });
        return authHeaders(await tokenFor(t.db, user));
      }),
    );
    const answers = await Promise.all(
      agents.map((headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/fixations',
          headers,
          payload: { objectId: w.autoObjectId, clientName: 'Анна Смирнова', clientPhone: '+79184440000' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.json().message).toMatch(/^Клиент уже закреплён за другим агентом до \d\d\.\d\d$/);
    expect(await t.db.$count(fixations, eq(fixations.clientPhone, '+79184440000'))).toBe(1);
  });
});
