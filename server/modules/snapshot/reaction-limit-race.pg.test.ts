// The reaction limit on several connections of real PostgreSQL (security review item 9): 150 reactions from one
// address at once are counted in turn, so exactly the limit is taken. Collected only with TEST_DATABASE_URL.
import { beforeAll, describe, expect, it } from 'vitest';
import { Kind, Role } from '#shared/enums.ts';
import { REACTION_LIMITS } from '#shared/schemas/collections-live.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, saleCell, sendUnits } from '../../test/worlds/cabinet.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

describe('[snapshots] the reaction limit on PostgreSQL', () => {
  const t = useTestApp();
  let id: string;
  let unit: number;

  beforeAll(async () => {
    const agent = await actor(t, Role.agent);
    const sea = await complex(t, { title: 'ЖК Гоночный' });
    unit = saleCell(sea).id;
    id = (await sendUnits(t, agent, [unit], 'Гонка')).id;
  });

  it('takes exactly the limit of 150 concurrent reactions from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        t.call(
          snapshotApi.reactToSnapshot,
          { params: { id }, body: { kind: Kind.unit, itemId: unit, reaction: i % 2 ? 'like' : 'dislike' } },
          null,
          { remoteAddress: '10.99.0.1' },
        ),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    expect(accepted).toBe(REACTION_LIMITS.perIp);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(150 - REACTION_LIMITS.perIp);
  });
});
