// Mail goes through a provider: `log` prints to the server log (default outside production), `smtp` sends with nodemailer.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. List-Unsubscribe on a mailing. */
  headers?: Record<string, string>;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** Prints each message to the server log; the default outside production. */
export class LogMail implements MailProvider {
  readonly name = 'log';
  constructor(private readonly log: (line: string) => void) {}
  async send(message: MailMessage): Promise<void> {
    this.log(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
  }
}

/** Keeps messages in memory, for tests. */
export class RecordingMail implements MailProvider {
  readonly name = 'recording';
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  last(to?: string) {
    return [...this.sent].reverse().find((m) => !to || m.to === to);
  }
}
