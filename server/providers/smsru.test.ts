import { beforeEach, describe, expect, it } from 'vitest';
import { closedOrigin, readBody } from '../test/listen.ts';
import { useLocalServer } from '../test/use-local-server.ts';
import { SmsRuSms } from './smsru.ts';

/** A local stand-in for sms.ru: records each request and answers what the test sets. */
type Reply = { status?: number; body: string };

describe('[providers] SMS.ru', () => {
  let reply: Reply;
  let requests: { method: string; path: string; form: URLSearchParams }[];
  const server = useLocalServer(async (req, res) => {
    const raw = (await readBody(req)).toString('utf8');
    requests.push({ method: req.method!, path: req.url!, form: new URLSearchParams(raw) });
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  beforeEach(() => {
    requests = [];
  });

  const ok = (to: string) =>
    JSON.stringify({
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
      balance: 4122.56,
    });

  it('posts api_id, to, msg and json=1 to /sms/send', async () => {
    reply = { body: ok('79001234567') };
    const sms = new SmsRuSms({ url: `${server.origin}/`, apiId: 'secret-api-id', from: 'Kvartal' });
    await sms.send('+79001234567', 'Код для входа в Квартал: 123456.');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/sms/send' });
    expect(Object.fromEntries(request!.form)).toEqual({
      api_id: 'secret-api-id',
      to: '79001234567',
      msg: 'Код для входа в Квартал: 123456.',
      json: '1',
      from: 'Kvartal',
    });
  });

  it('fails with SMS.ru’s own text when the request is refused', async () => {
    reply = {
      body: JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }),
    };
    const sms = new SmsRuSms({ url: `${server.origin}/`, apiId: 'wrong' });
    await expect(sms.send('+79001234567', 'x')).rejects.toMatchObject({
      name: 'SmsRuError',
      statusCode: 200,
      message: expect.stringContaining('Неправильный api_id'),
    });
  });

  it('fails when SMS.ru refuses our number even though the request went through', async () => {
    reply = {
      body: JSON.stringify({
        status: 'OK',
        status_code: 100,
        sms: {
          '79001234567': {
            status: 'ERROR',
            status_code: 207,
            status_text: 'На этот номер нельзя отправлять',
          },
        },
      }),
    };
    const sms = new SmsRuSms({ url: `${server.origin}/`, apiId: 'id' });
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/207 На этот номер нельзя отправлять/);
  });

  it('fails on an HTTP error, a body that is not its JSON, or no report on the number', async () => {
    const sms = new SmsRuSms({ url: `${server.origin}/`, apiId: 'id' });
    reply = { status: 502, body: 'Bad gateway' };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/HTTP 502/);
    reply = { body: '<html>maintenance</html>' };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/not its JSON/);
    reply = { body: ok('79990000000') };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/did not report/);
  });

  it('fails, without hanging, when SMS.ru cannot be reached', async () => {
    const sms = new SmsRuSms({ url: await closedOrigin(), apiId: 'id', timeoutMs: 2000 });
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/unreachable/);
  });
});
