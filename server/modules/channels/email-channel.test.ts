// The e-mail channel: a notification chosen for «Почта» reaches the confirmed address as a letter with the screen's
// link, only after the commit and only through the outbox; an unconfirmed address or the choice off sends nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { person, type Person } from '../../test/worlds/people.ts';
import { drainOutbox } from '../outbox/index.ts';
import { notify } from '../notifications/notify.ts';
import { notificationLetter } from './email-channel.ts';
import * as notificationChannelsApi from '#shared/api/notification-channels.ts';

const t = useTestApp({ PUBLIC_URL: 'https://kvartal.example' });
let reader: Person;

const drain = () => drainOutbox({ db: t.db, now: () => t.clock.now() });
const choose = (who: Person, email: boolean) =>
  t.call(
    notificationChannelsApi.updateNotificationChannels,
    { body: { types: [{ type: 'PaymentConfirmed', bell: true, telegram: false, push: false, email }] } },
    who,
  );
const paymentNotice = (who: Person, paymentId: number) =>
  t.db.transaction((tx) =>
    notify(tx, t.realtime, who.user.id, 'PaymentConfirmed', { paymentId, purpose: 'ad' }, t.clock.now()),
  );
const setAddress = (who: Person, email: string | null, confirmed: boolean) =>
  t.db
    .update(users)
    .set({ email, emailVerifiedAt: confirmed ? t.clock.now() : null })
    .where(eq(users.id, who.user.id));

beforeAll(async () => {
  reader = await person(t, Role.user, 'Читатель Почты');
});
beforeEach(() => {
  t.mail.sent.length = 0;
});

describe('[channels] e-mail', () => {
  it('sends the chosen notification to the confirmed address after the outbox drains', async () => {
    await setAddress(reader, 'reader@example.ru', true);
    expect((await choose(reader, true)).statusCode).toBe(200);
    await paymentNotice(reader, 1);
    expect(t.mail.sent).toHaveLength(0); // only the outbox sends
    await drain();
    expect(t.mail.sent).toHaveLength(1);
    const letter = t.mail.sent[0]!;
    expect(letter.to).toBe('reader@example.ru');
    expect(letter.subject).toBe('Квартал: Оплата прошла');
    expect(letter.text).toContain('Открыть в Квартале: https://kvartal.example/');
    expect(letter.text).toContain('https://kvartal.example/cabinet/profile#notifications');
    await drain();
    expect(t.mail.sent).toHaveLength(1); // delivered once
  });

  it('sends nothing when the choice is off or the address is not confirmed', async () => {
    await choose(reader, false);
    await paymentNotice(reader, 2);
    await drain();
    expect(t.mail.sent).toHaveLength(0);

    await choose(reader, true);
    await setAddress(reader, 'new@example.ru', false);
    await paymentNotice(reader, 3);
    await drain();
    expect(t.mail.sent).toHaveLength(0);
  });

  it('gives up on a letter whose address was removed before it left', async () => {
    await setAddress(reader, 'reader@example.ru', true);
    await choose(reader, true);
    await paymentNotice(reader, 4);
    await setAddress(reader, null, false);
    await drain();
    expect(t.mail.sent).toHaveLength(0);
  });

  it('writes the line as text in HTML and keeps the subject on one line', () => {
    const letter = notificationLetter(
      'a@b.ru',
      {
        userId: 1,
        type: 'SnapshotReaction',
        text: 'Клиент <b>Анна</b>\nответил',
        path: '/cabinet/collections',
      },
      'https://kvartal.example',
    );
    expect(letter.subject).toBe('Квартал: Клиент <b>Анна</b> ответил');
    expect(letter.html).toContain('Клиент &lt;b&gt;Анна&lt;/b&gt;');
    expect(letter.html).not.toContain('<b>');
  });
});
