// One HTTP call to a CRM: JSON (or a form) out, JSON back, through the SSRF-checked lookup, with a timeout. Network
// failures and unreadable answers become CrmError with a Russian message; statuses are the caller's to judge.
import http from 'node:http';
import https from 'node:https';
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import { assertPublicUrl, publicLookup } from '../../core/public-address.ts';

export const CRM_TIMEOUT_MS = 15_000;
const MAX_ANSWER = 2 * 1024 * 1024;

/** A failure a person can read; `broken` when retrying cannot help until someone reconnects. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly broken = false,
  ) {
    super(message);
  }
}

export interface CrmAnswer {
  status: number;
  json: unknown;
}

export interface CrmCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  allowPrivate: boolean;
}

export async function crmRequest(call: CrmCall): Promise<CrmAnswer> {
  try {
    await assertPublicUrl(call.url, call.allowPrivate);
  } catch {
    throw new CrmError(fill(crmTexts.errors.unreachable, 'адрес ведёт во внутреннюю сеть'));
  }
  const payload = call.body === undefined ? null : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const target = new URL(call.url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: call.method,
        headers: {
          accept: 'application/json',
          'user-agent': 'Kvartal-CRM/1',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...call.headers,
        },
        lookup: publicLookup(call.allowPrivate),
        timeout: CRM_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER) response.destroy(new Error('answer too long'));
          else chunks.push(chunk);
        });
        response.on('error', (error) =>
          reject(new CrmError(fill(crmTexts.errors.unreachable, error.message))),
        );
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          if (text.trim()) {
            try {
              json = JSON.parse(text);
            } catch {
              json = null;
            }
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`нет ответа за ${CRM_TIMEOUT_MS / 1000} с`)));
    request.on('error', (error) => reject(new CrmError(fill(crmTexts.errors.unreachable, error.message))));
    request.end(payload ?? undefined);
  });
}

/** A non-2xx answer as a CrmError: 401/403 are a refusal, others the status. */
export function statusError(status: number): CrmError {
  if (status === 401 || status === 403) return new CrmError(crmTexts.errors.refused);
  return new CrmError(fill(crmTexts.errors.httpError, String(status)));
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
