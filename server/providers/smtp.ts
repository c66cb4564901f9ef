// Mail through an SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS), with nodemailer.
import type { Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail.ts';

export interface SmtpOptions {
  url: string;
  /** The From header, e.g. «Квартал <no-reply@kvartal.ru>». */
  from: string;
  /** Connection, greeting and socket timeouts, so a dead server fails a request instead of hanging it. */
  timeoutMs?: number;
}

export class SmtpMail implements MailProvider {
  readonly name = 'smtp';
  // nodemailer loads with the first letter: a server that sends none does not carry it.
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly options: SmtpOptions) {}

  private open(): Promise<Transporter> {
    const { url, from, timeoutMs = 15_000 } = this.options;
    // Settings in the URL's query win over these defaults.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 2 },
        { from },
      ),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    await (
      await this.open()
    ).sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
