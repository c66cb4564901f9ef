// X-Kvartal-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>` (docs/webhooks.md shows the
// receiver's side). The time inside the signed text lets a receiver refuse an old delivery replayed.
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Kvartal-Signature';

export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
