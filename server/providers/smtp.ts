// Mail through an SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS), with nodemailer.
import nodemailer from 'nodemailer';
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
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(options: SmtpOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    // Settings in the URL's query win over these defaults.
    this.transport = nodemailer.createTransport(
      { url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout * 2 },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
