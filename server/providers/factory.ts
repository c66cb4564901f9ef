// Picks the providers the environment names.
import type { Env } from '../env.ts';
import { LogSms, type SmsProvider } from './sms.ts';
import { LogMail, type MailProvider } from './mail.ts';
import { SmsRuSms } from './smsru.ts';
import { SmtpMail } from './smtp.ts';

export function createSms(env: Env, log: (line: string) => void): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'log':
      return new LogSms(log);
    case 'smsru':
      // env.ts refuses smsru without SMSRU_API_ID.
      return new SmsRuSms({ url: env.SMSRU_URL, apiId: env.SMSRU_API_ID!, from: env.SMS_SENDER });
  }
}

export function createMail(env: Env, log: (line: string) => void): MailProvider {
  switch (env.MAIL_PROVIDER) {
    case 'log':
      return new LogMail(log);
    case 'smtp':
      // env.ts refuses smtp without SMTP_URL.
      return new SmtpMail({ url: env.SMTP_URL!, from: env.MAIL_FROM });
  }
}
