// The CRMs post their notifications as forms (`leads[status][0][id]=…`, `auth[application_token]=…`): read here
// into flat keys. A JSON body is flattened to the same keys, so either form reads the same.
import { isObject } from '../crm/http.ts';

export type FlatBody = Record<string, string>;

export function parseForm(text: string): FlatBody {
  const out: FlatBody = {};
  for (const [key, value] of new URLSearchParams(text)) out[key] = value;
  return out;
}

export function flatten(value: unknown, prefix = '', out: FlatBody = {}): FlatBody {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, prefix ? `${prefix}[${i}]` : String(i), out));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}[${k}]` : k, out);
  else if (prefix && value != null) out[prefix] = String(value);
  return out;
}
