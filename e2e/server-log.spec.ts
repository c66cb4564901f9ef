// The log readers behind readSmsCode and readEmailLink, on lines shaped like the server's pino output.
import { expect, test } from './fixtures.ts';
import { findEmailLink, findSmsCode, logMessages } from './server-log.ts';

const pino = (msg: string) => JSON.stringify({ level: 30, time: 1, pid: 1, hostname: 'h', msg });

test.describe('[tooling] server log readers', () => {
  test('read pino messages and plain lines, never a half-written line', () => {
    const text = `${pino('SMS to +79990000001: Код 111111')}\nplain line\n{"level":30,"msg":"SMS to +7999`;
    expect(logMessages(text)).toEqual(['SMS to +79990000001: Код 111111', 'plain line']);
  });

  test('find the newest code for a phone in any formatting', () => {
    const messages = [
      'SMS to +79990000001: Код для входа: 111111',
      'SMS to +79990000002: Код для входа: 222222',
      'SMS to +79990000001: Квартал. Код 333333, никому не сообщайте',
    ];
    expect(findSmsCode(messages, '+7 (999) 000-00-01')).toBe('333333');
    expect(findSmsCode(messages, '89990000002')).toBe('222222');
    expect(findSmsCode(messages, '+79990000003')).toBeNull();
  });

  test('find the first link of the newest mail to an address', () => {
    const messages = logMessages(
      [
        pino('Mail to a@b.ru: Подтвердите почту\nСсылка: http://127.0.0.1:3100/verify-email?token=old'),
        pino('Mail to other@b.ru: Письмо\nhttp://127.0.0.1:3100/x'),
        pino(
          'Mail to A@B.ru: Подтвердите почту\nПерейдите по ссылке http://127.0.0.1:3100/verify-email?token=new.',
        ),
        '',
      ].join('\n'),
    );
    expect(findEmailLink(messages, 'a@b.ru')).toBe('http://127.0.0.1:3100/verify-email?token=new');
    expect(findEmailLink(messages, 'nobody@b.ru')).toBeNull();
  });
});
