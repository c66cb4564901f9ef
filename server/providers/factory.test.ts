import { describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { createMail, createSms } from './factory.ts';
import { LogMail } from './mail.ts';
import { LogSms } from './sms.ts';
import { SmsRuSms } from './smsru.ts';
import { SmtpMail } from './smtp.ts';

describe('[providers] the environment picks the providers', () => {
  const log = () => {};

  it('uses the log providers by default outside production', () => {
    const env = testEnv();
    expect(createSms(env, log)).toBeInstanceOf(LogSms);
    expect(createMail(env, log)).toBeInstanceOf(LogMail);
  });

  it('uses SMS.ru and SMTP when named', async () => {
    const env = testEnv({
      SMS_PROVIDER: 'smsru',
      SMSRU_API_ID: 'id',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(createSms(env, log)).toBeInstanceOf(SmsRuSms);
    const mail = createMail(env, log);
    expect(mail).toBeInstanceOf(SmtpMail);
    (mail as SmtpMail).close();
  });

  it('the log providers print to the given log', async () => {
    const lines: string[] = [];
    await createSms(testEnv(), (l) => lines.push(l)).send('+79001234567', 'Код 123456');
    expect(lines).toEqual(['SMS to +79001234567: Код 123456']);
  });
});
