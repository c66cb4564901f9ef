// Fixation on several connections of real PostgreSQL: the race for one phone (twenty requests on separate pooled
// connections at once) and the expiry job's lock held by another node.
// PGlite is one connection that runs transactions one after another, so this file is collected only on PostgreSQL
// (vitest.config.ts: `*.pg.test.ts` with TEST_DATABASE_URL, as CI runs the API suite a second time).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { FIXATION_EXPIRY_LOCK } from '../../core/workflow-locks.ts';
import { fixations } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildFixationWorld, type FixationWorld } from '../../test/worlds/fixations.ts';
import { runFixationExpiry } from './expire-fixations.ts';
import * as fixationsApi from '#shared/api/fixations.ts';

describe('[fixations] several connections on PostgreSQL', () => {
  const t = useTestApp();
  let w: FixationWorld;

  beforeAll(async () => {
    w = await buildFixationWorld(t);
  });

  it('[fixations] 20 different agents at once: exactly one 201, nineteen refusals naming no one', async () => {
    const agents = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await buildUser(t.db, { group: Role.agent });
        return authHeaders(await tokenFor(t.db, user));
      }),
    );
    const answers = await Promise.all(
      agents.map((headers) =>
        t.call(
          fixationsApi.createFixation,
          { body: { objectId: w.autoObjectId, clientName: 'Анна Смирнова', clientPhone: '+79184440000' } },
          null,
          { headers },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.failure().message).toMatch(/^Клиент уже закреплён за другим агентом до \d\d\.\d\d$/);
    expect(await t.db.$count(fixations, eq(fixations.clientPhone, '+79184440000'))).toBe(1);
  });

  it('[fixations] the expiry job skips its turn while another node holds its lock, and runs once it is free', async () => {
    const [due] = await t.db
      .insert(fixations)
      .values({
        objectId: w.autoObjectId,
        companyId: w.companyId,
        agentId: w.agent.user.id,
        clientName: 'Виктор Осипов',
        clientPhone: '+79184560102',
        state: 'active',
        days: 30,
        validUntil: new Date(t.clock.now().getTime() - 1000),
      })
      .returning();
    const run = () => runFixationExpiry({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const held = new Promise<void>((resolve) => (taken = resolve));
    // The other node: a transaction on another pooled connection that holds the job's lock until released.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIXATION_EXPIRY_LOCK})`);
      taken();
      await gate;
    });
    await held;
    try {
      expect(await run()).toEqual({ ran: false, warned: [], expired: [] });
    } finally {
      release();
      await holder;
    }
    expect((await run()).expired).toEqual([due!.id]);
    const [row] = await t.db.select().from(fixations).where(eq(fixations.id, due!.id));
    expect(row!.state).toBe('expired');
  });
});
