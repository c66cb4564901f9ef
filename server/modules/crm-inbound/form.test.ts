// The CRMs' form bodies and their JSON twins read to the same flat keys; the addresses the connectors call.
import { describe, expect, it } from 'vitest';
import { amoSubdomainOf, AMO_SUBDOMAIN, BITRIX_WEBHOOK } from '#shared/crm.ts';
import { bitrixMethodUrl } from '../crm/bitrix24.ts';
import { amoBase } from '../crm/amocrm.ts';
import { flatten, parseForm } from './form.ts';

const env = { WEBHOOKS_ALLOW_PRIVATE: false };

describe('[crm] incoming bodies', () => {
  it('reads amoCRM’s form and the same data as JSON to equal keys', () => {
    const form = parseForm(
      'leads%5Bstatus%5D%5B0%5D%5Bid%5D=25399013&leads%5Bstatus%5D%5B0%5D%5Bstatus_id%5D=142&account%5Bsubdomain%5D=chernomor',
    );
    expect(form).toEqual({
      'leads[status][0][id]': '25399013',
      'leads[status][0][status_id]': '142',
      'account[subdomain]': 'chernomor',
    });
    expect(
      flatten({ leads: { status: [{ id: 25399013, status_id: 142 }] }, account: { subdomain: 'chernomor' } }),
    ).toEqual(form);
    expect(flatten(form)).toEqual(form);
  });

  it('reads Bitrix24’s event with its application token', () => {
    expect(
      flatten({
        event: 'ONCRMDEALUPDATE',
        data: { FIELDS: { ID: '759' } },
        auth: { application_token: 'x1' },
      }),
    ).toEqual({ event: 'ONCRMDEALUPDATE', 'data[FIELDS][ID]': '759', 'auth[application_token]': 'x1' });
  });
});

describe('[crm] addresses', () => {
  it('reads an amoCRM account from what a person pastes', () => {
    for (const input of [
      'chernomor',
      'https://chernomor.amocrm.ru/leads/',
      'Chernomor.amocrm.ru',
      'chernomor.kommo.com',
    ])
      expect(amoSubdomainOf(input)).toBe('chernomor');
    expect(AMO_SUBDOMAIN.test(amoSubdomainOf('https://evil.example/'))).toBe(false);
    expect(amoBase(env, 'chernomor')).toBe('https://chernomor.amocrm.ru');
    expect(amoBase({ ...env, AMOCRM_API_URL: 'http://127.0.0.1:9801/' }, 'chernomor')).toBe(
      'http://127.0.0.1:9801',
    );
  });

  it('calls a Bitrix24 method at the webhook’s path, on the override’s origin when set', () => {
    const hook = 'https://chernomor.bitrix24.ru/rest/1/k7x2m9q4/';
    expect(BITRIX_WEBHOOK.test(hook)).toBe(true);
    expect(BITRIX_WEBHOOK.test('https://chernomor.bitrix24.ru/crm/deal/')).toBe(false);
    expect(bitrixMethodUrl(env, hook, 'crm.deal.add')).toBe(
      'https://chernomor.bitrix24.ru/rest/1/k7x2m9q4/crm.deal.add.json',
    );
    expect(
      bitrixMethodUrl(
        { ...env, BITRIX24_API_URL: 'http://127.0.0.1:9802' },
        hook.slice(0, -1),
        'crm.deal.get',
      ),
    ).toBe('http://127.0.0.1:9802/rest/1/k7x2m9q4/crm.deal.get.json');
  });
});
