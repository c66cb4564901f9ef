import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { SmtpMail } from './smtp.ts';

/** A local SMTP server that keeps what it receives and refuses one address. */
describe('[providers] SMTP', () => {
  let server: SMTPServer;
  let port: number;
  let received: { from: string; to: string[]; raw: string }[];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'nobody@example.test') {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
  });

  it('delivers the letter with the configured sender, text and HTML', async () => {
    const mail = new SmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'Квартал <no-reply@kvartal.test>' });
    await mail.send({
      to: 'anna@example.test',
      subject: 'Подтвердите адрес электронной почты в Квартале',
      text: 'Перейдите по ссылке: https://kvartal.example/api/email/verify/abc',
      html: '<p><a href="https://kvartal.example/api/email/verify/abc">Подтвердить адрес</a></p>',
    });
    mail.close();
    expect(received).toHaveLength(1);
    const [letter] = received;
    expect(letter).toMatchObject({ from: 'no-reply@kvartal.test', to: ['anna@example.test'] });
    const unfolded = letter!.raw.replace(/=\r\n/g, '');
    expect(unfolded).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(unfolded).toContain('https://kvartal.example/api/email/verify/abc');
    expect(unfolded).toMatch(/Content-Type: text\/html/);
  });

  it('sends a mailing’s own header fields (List-Unsubscribe) as given', async () => {
    const mail = new SmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'Квартал <no-reply@kvartal.test>' });
    const link = 'https://kvartal.example/api/filters/unsubscribe?token=7.abc';
    await mail.send({
      to: 'anna@example.test',
      subject: 'Квартал: 1 совпадение по вашим фильтрам',
      text: 'Письмо',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    mail.close();
    const head = received[0]!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(new RegExp(`^List-Unsubscribe: <${link.replace(/[.?]/g, '\\$&')}>$`, 'm'));
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('fails when the server refuses the recipient', async () => {
    const mail = new SmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@kvartal.test' });
    await expect(mail.send({ to: 'nobody@example.test', subject: 's', text: 't' })).rejects.toThrow(
      /Mailbox unavailable/,
    );
    mail.close();
    expect(received).toEqual([]);
  });

  it('fails, without hanging, when no server listens', async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mail = new SmtpMail({
      url: `smtp://127.0.0.1:${deadPort}`,
      from: 'x@kvartal.test',
      timeoutMs: 2000,
    });
    await expect(mail.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow();
    mail.close();
  });
});
