// SMS.ru HTTP API (https://sms.ru/api/send): POST /sms/send with api_id, to, msg, json=1.
// Any answer but OK for the whole request and for our number is an error carrying SMS.ru's own text, for the log only.
import { z } from 'zod';
import type { SmsProvider } from './sms.ts';

export interface SmsRuOptions {
  /** e.g. https://sms.ru (tests point it at a local stub). */
  url: string;
  apiId: string;
  /** An approved sender name; SMS.ru's default when omitted. */
  from?: string;
  timeoutMs?: number;
}

const ZStatus = z.object({
  status: z.string(),
  status_code: z.number().optional(),
  status_text: z.string().optional(),
});
const ZAnswer = ZStatus.extend({ sms: z.record(z.string(), ZStatus).optional() });

export class SmsRuError extends Error {
  override readonly name = 'SmsRuError';
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export class SmsRuSms implements SmsProvider {
  readonly name = 'smsru';
  private readonly endpoint: string;

  constructor(private readonly options: SmsRuOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/sms/send`;
  }

  async send(phone: string, text: string): Promise<void> {
    const to = phone.replace(/\D/g, '');
    const form = new URLSearchParams({ api_id: this.options.apiId, to, msg: text, json: '1' });
    if (this.options.from) form.set('from', this.options.from);

    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SmsRuError(`SMS.ru is unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) throw new SmsRuError(`SMS.ru answered HTTP ${response.status}`);

    const parsed = ZAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new SmsRuError('SMS.ru answered something that is not its JSON');
    const answer = parsed.data;
    if (answer.status !== 'OK') throw refused(answer);
    const sms = answer.sms?.[to];
    if (!sms) throw new SmsRuError(`SMS.ru did not report on ${to}`);
    if (sms.status !== 'OK') throw refused(sms);
  }
}

function refused(status: z.infer<typeof ZStatus>): SmsRuError {
  return new SmsRuError(
    `SMS.ru refused: ${status.status_code ?? '?'} ${status.status_text ?? status.status}`,
    status.status_code,
  );
}
