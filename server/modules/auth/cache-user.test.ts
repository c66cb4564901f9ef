// The cached token lookup after writes that change a user from outside their own session's view: a payment that
// grants the right to post, a builder's join request approved by a moderator, and the email link opened without a
// login. Each first request fills the cache; the next one after the write must see the new user.
import { describe, expect, it } from 'vitest';
import { Ability, Role, UserStatus } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, type Actor } from '../../test/worlds/cabinet.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as searchApi from '#shared/api/search.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import * as backofficeJoinApi from '#shared/api/backoffice-join.ts';
import * as emailApi from '#shared/api/email.ts';
import * as paymentsApi from '#shared/api/payments.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

const t = useTestApp({ AD_PRICE: '1490', PUBLIC_URL: 'https://kvartal.example' });

async function ok(who: Actor | null, descriptor: EndpointDef, input?: RawInput) {
  const res = await t.callRaw(descriptor, input, who);
  expect(res.statusCode, res.body).toBeLessThan(400);
  return res;
}

describe('[cache] the user behind a cached token', () => {
  it('a payment that grants posting: the draft stops asking for payment on the next request', async () => {
    const payer = await actor(t, Role.user);
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, payer)).failure().type).toBe(
      'PaymentRequired',
    );
    const paid = await ok(payer, paymentsApi.startPayment);
    expect(paid.json().payment.status).toBe('succeeded');
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, payer)).statusCode).toBe(
      200,
    );
  });

  it('a join request approved by a moderator opens the back-office on the builder’s next request', async () => {
    const applicant = await actor(t, Role.user);
    const moder = await actor(t, Role.moder, { abilities: [Ability.acceptCabinetRequests] });
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, applicant)).statusCode).toBe(403);
    const filed = await ok(applicant, backofficeJoinApi.fileJoinRequest, {
      body: {
        company: 'ООО «СтройЮг»',
        comment: '',
      },
    });
    // Filing moved the applicant's own counter on: read once more so the lookup is cached again.
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, applicant)).statusCode).toBe(403);
    await ok(moder, backofficeJoinApi.decideJoinRequest, {
      params: { id: filed.json().id },
      body: { state: 'approved' },
    });
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, applicant)).statusCode).toBe(200);
  });

  it('the email link, opened without a login, lets the user’s next request through', async () => {
    const email = 'cache-verify@example.test';
    const user = await actor(t, Role.user, { email, emailVerifiedAt: null, status: UserStatus.notVerified });
    expect((await t.call(searchApi.countSearch, { body: {} }, user)).failure().type).toBe('EmailNotVerified');
    await ok(user, emailApi.sendVerification);
    // Sending moved the user's own counter on: read once more so the lookup is cached again.
    expect((await t.call(searchApi.countSearch, { body: {} }, user)).failure().type).toBe('EmailNotVerified');
    const link = t.mail.last(email)!.text.match(/https:\/\/\S+/)![0];
    const opened = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(opened.headers.location).toBe('/verify-email?verified=1');
    expect((await t.call(searchApi.countSearch, { body: {} }, user)).statusCode).toBe(200);
  });
});
