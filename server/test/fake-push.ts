// A local push service: holds a browser-side P-256 key pair and auth secret per subscription (as a browser would),
// takes the encrypted POST, checks its VAPID Authorization and headers, and DECRYPTS the aes128gcm body per RFC 8291
// (RFC 8188 framing) with node:crypto. `answer` sets the status it replies with (410 for an expired subscription).
import { createECDH, createHmac, createDecipheriv, randomBytes, type ECDH } from 'node:crypto';
import { listenLocally, readBody } from './listen.ts';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  plaintext: string;
}

export interface FakePush {
  url: string;
  received: Received[];
  answer: number;
  /** A subscription's JSON, as PushSubscription.toJSON() gives, at /push/<name>. */
  subscribe(name: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export function decryptAes128gcm(body: Buffer, ua: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo).subarray(0, 32);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePush(): Promise<FakePush> {
  const keys = new Map<string, { ua: ECDH; auth: Buffer }>();
  const received: Received[] = [];
  const state = { answer: 201 };
  const local = await listenLocally(async (req, res) => {
    const body = await readBody(req);
    const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const sub = name ? keys.get(name) : undefined;
    const ok =
      req.method === 'POST' &&
      sub &&
      req.headers['content-encoding'] === 'aes128gcm' &&
      /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(String(req.headers.authorization)) &&
      Number(req.headers.ttl) > 0;
    if (!ok) {
      res.writeHead(400).end();
      return;
    }
    try {
      received.push({
        path: req.url!,
        headers: req.headers,
        plaintext: decryptAes128gcm(body, sub.ua, sub.auth),
      });
    } catch {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(state.answer).end();
  });
  const url = local.origin;
  return {
    url,
    received,
    get answer() {
      return state.answer;
    },
    set answer(value: number) {
      state.answer = value;
    },
    subscribe(name) {
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ua, auth });
      return {
        endpoint: `${url}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: local.close,
  };
}
