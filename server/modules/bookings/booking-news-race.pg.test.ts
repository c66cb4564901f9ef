// A booking and a builder's news item on the same complex at the same moment (issue 29's fault load found a deadlock
// on real PostgreSQL: 3 × 500 in one run). Row locks on the complex and the company must not close a cycle with the
// foreign-key checks of the inserts. Collected only with TEST_DATABASE_URL: PGlite runs one transaction at a time.
import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as backofficeNewsApi from '#shared/api/backoffice-news.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildDealWorld, type DealWorld } from '../../test/worlds/deals.ts';

describe('[bookings] a booking beside a news item of the same complex, on PostgreSQL', () => {
  const t = useTestApp();
  let w: DealWorld;

  beforeAll(async () => {
    w = await buildDealWorld(t);
  });

  it('neither deadlocks: every booking and every news item is answered 2xx', async () => {
    const units = Object.values(w.unit);
    const answers = await Promise.all(
      units.flatMap((cellId, i) => [
        t.call(
          bookingsApi.createBooking,
          {
            body: {
              cellId,
              kind: i % 2 ? 'request' : 'booking',
              clientName: 'Анна Покупателева',
              clientPhone: '+7(918)123-45-67',
            },
          },
          i % 2 ? w.buyer : w.agent,
        ),
        t.call(
          backofficeNewsApi.createBackofficeNews,
          { params: { id: w.objectId }, body: { text: `<p>Новость ${i + 1}</p>` } },
          w.builder,
        ),
      ]),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 300)).toEqual([]);
  });
});
