// Trust cards in the demo (issue 28): every builder's published complexes state their escrow bank, declaration and
// permit on наш.дом.рф, 214-FZ and the developer's INN; moderators verified most of them weeks ago. The demo
// builder's last two complexes wait: one part pending for the moderator's queue, one refused with its reason.
import { asc, isNotNull } from 'drizzle-orm';
import { ESCROW_BANKS } from '#shared/trust.ts';
import type { DbOrTx } from '../client.ts';
import { objectTrust, objects, type UserRow } from '../schema/index.ts';
import { saveTrust } from '../../modules/trust/save-trust.ts';
import { decideTrust } from '../../modules/trust/moderate-trust.ts';

const DAY = 86_400_000;

/** A legal entity's INN (10 digits) with its check digit, from a number: 23 (Krasnodar krai) and a register part. */
export function demoInn(n: number): string {
  const body = `23${String(20_000_000 + n * 7919).slice(-7)}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, w, i) => sum + w * Number(body[i]), 0) % 11) % 10;
  return `${body}${check}`;
}

export async function seedDemoTrust(
  tx: DbOrTx,
  builderCompanyId: number,
  moder: UserRow,
  now: Date,
): Promise<number> {
  if ((await tx.$count(objectTrust)) > 0) return 0;
  const complexes = await tx
    .select({
      id: objects.id,
      companyId: objects.companyId,
      ownerId: objects.ownerId,
      published: objects.published,
    })
    .from(objects)
    .where(isNotNull(objects.companyId))
    .orderBy(asc(objects.id));
  // Published ones: the moderator's queue and the builder's tab show them as the demo's users find them.
  const ours = complexes.filter((c) => c.companyId === builderCompanyId && c.published);
  const waiting = new Set(ours.slice(-2).map((c) => c.id));
  for (const complex of complexes) {
    const bank = ESCROW_BANKS[(complex.companyId! * 3 + complex.id) % 6]!;
    const stated = new Date(now.getTime() - (40 + (complex.id % 20)) * DAY);
    await saveTrust(
      tx,
      complex.ownerId,
      complex.id,
      {
        escrowBankId: bank.id,
        declarationUrl: `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${48_000 + complex.id * 13}`,
        permitUrl: `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${48_000 + complex.id * 13}/разрешение`,
        fz214: true,
        developerInn: demoInn(complex.companyId!),
      },
      stated,
    );
    if (waiting.has(complex.id)) continue;
    const checked = new Date(stated.getTime() + (3 + (complex.id % 5)) * DAY);
    for (const field of ['escrowBank', 'fz214', 'declaration', 'permit', 'developerInn'] as const) {
      await decideTrust(tx, moder, complex.id, { field, verified: true }, checked);
    }
  }
  // The first waits whole in the queue; the second has its escrow verified and its permit refused.
  const refused = [...waiting][1];
  if (refused !== undefined) {
    await decideTrust(tx, moder, refused, { field: 'escrowBank', verified: true }, now);
    await decideTrust(
      tx,
      moder,
      refused,
      {
        field: 'permit',
        verified: false,
        reason: 'Ссылка ведёт на разрешение другого корпуса: приложите разрешение на корпус 2',
      },
      now,
    );
  }
  return complexes.length;
}
