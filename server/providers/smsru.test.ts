import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsRuSms } from './smsru.ts';

/** A local stand-in for sms.ru: records each request and answers what the test sets. */
type Reply = { status?: number; body: string };

describe('[providers] SMS.ru', () => {
  let server: Server;
  let url: string;
  let reply: Reply;
  let requests: { method: string; path: string; form: URLSearchParams }[];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        requests.push({ method: req.method!, path: req.url!, form: new URLSearchParams(raw) });
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
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
    const sms = new SmsRuSms({ url, apiId: 'secret-api-id', from: 'Kvartal' });
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
    const sms = new SmsRuSms({ url, apiId: 'wrong' });
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
    const sms = new SmsRuSms({ url, apiId: 'id' });
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/207 На этот номер нельзя отправлять/);
  });

  it('fails on an HTTP error, a body that is not its JSON, or no report on the number', async () => {
    const sms = new SmsRuSms({ url, apiId: 'id' });
    reply = { status: 502, body: 'Bad gateway' };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/HTTP 502/);
    reply = { body: '<html>maintenance</html>' };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/not its JSON/);
    reply = { body: ok('79990000000') };
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/did not report/);
  });

  it('fails, without hanging, when SMS.ru cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sms = new SmsRuSms({ url: `http://127.0.0.1:${port}`, apiId: 'id', timeoutMs: 2000 });
    await expect(sms.send('+79001234567', 'x')).rejects.toThrow(/unreachable/);
  });
});
