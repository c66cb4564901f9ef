// The client's outgoing form (PRODUCT §5): booleans travel as 1/0 and null as "", at any depth.
// The SPA converts every body with it; server tests use it to send what a browser would.

export type TClientForm =
  string | number | Blob | readonly TClientForm[] | { readonly [key: string]: TClientForm };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * true → 1, false → 0, null → "", recursively through arrays and plain objects.
 * Keys whose value is undefined are dropped, as JSON would; dates become ISO strings; files and blobs pass as they are.
 */
export function toClientForm(value: unknown): TClientForm {
  if (value === null) return '';
  if (value === true) return 1;
  if (value === false) return 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? '' : toClientForm(item)));
  if (isPlainObject(value)) {
    const out: Record<string, TClientForm> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = toClientForm(item);
    }
    return out;
  }
  throw new TypeError(`toClientForm: cannot send a value of type ${typeof value}`);
}

/**
 * Flattens a converted form into multipart entries with bracketed keys (`a[b]`, `list[0]`),
 * the way form posts carry nested fields. An empty list is sent as its key with "".
 */
export function formEntries(value: Record<string, unknown>): [string, string | Blob][] {
  const entries: [string, string | Blob][] = [];
  const walk = (key: string, item: TClientForm) => {
    if (typeof item === 'string' || typeof item === 'number') entries.push([key, String(item)]);
    else if (typeof Blob !== 'undefined' && item instanceof Blob) entries.push([key, item]);
    else if (Array.isArray(item)) {
      if (item.length === 0) entries.push([key, '']);
      item.forEach((child, i) => walk(`${key}[${i}]`, child));
    } else {
      for (const [child, v] of Object.entries(item as Record<string, TClientForm>))
        walk(`${key}[${child}]`, v);
    }
  };
  for (const [key, item] of Object.entries(toClientForm(value) as Record<string, TClientForm>))
    walk(key, item);
  return entries;
}
