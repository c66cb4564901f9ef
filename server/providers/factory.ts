// Picks the providers the environment names.
import type { Env } from '../env.ts';
import { LogSms, type SmsProvider } from './sms.ts';
import { LogMail, type MailProvider } from './mail.ts';

export function createSms(env: Env, log: (line: string) => void): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'log':
      return new LogSms(log);
    case 'smsru':
      throw new Error('smsru provider: see server/providers/smsru.ts');
  }
}

export function createMail(env: Env, log: (line: string) => void): MailProvider {
  switch (env.MAIL_PROVIDER) {
    case 'log':
      return new LogMail(log);
    case 'smtp':
      throw new Error('smtp provider: see server/providers/smtp.ts');
  }
}
