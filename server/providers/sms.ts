// SMS goes through a provider: `log` prints to the server log (default outside production), `smsru` is SMS.ru's HTTP API.
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Prints each message to the server log; the default outside production. */
export class LogSms implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: (line: string) => void) {}
  async send(phone: string, text: string): Promise<void> {
    this.log(`SMS to ${phone}: ${text}`);
  }
}

/** Keeps messages in memory, for tests. */
export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: { phone: string; text: string }[] = [];
  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text });
  }
  last(phone?: string) {
    return [...this.sent].reverse().find((m) => !phone || m.phone === phone);
  }
}
