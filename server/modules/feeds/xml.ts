// A small XML writer for the feeds: text escaped for element content and attributes, characters XML 1.0 forbids
// dropped (portals refuse the control characters a pasted description may carry). Strings, not a DOM: 5,000 units
// are written in a few milliseconds (decision 026).
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Outside XML 1.0's Char: C0 controls but tab, LF and CR; U+FFFE, U+FFFF; a surrogate without its pair.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type XmlValue = string | number | boolean | null | undefined;

/** A number as XML Schema reads it, unrounded: dot for decimals, no exponent, no grouping. */
export function textOf(value: string | number | boolean): string {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const plain = String(value);
  if (!plain.includes('e')) return plain;
  return Number.isInteger(value) ? BigInt(value).toString() : value.toFixed(12).replace(/\.?0+$/, '');
}

/** `<name attr="…">value</name>`; nothing at all for a null, undefined or empty value. */
export function el(name: string, value: XmlValue, attrs?: Record<string, XmlValue>): string {
  if (value == null || value === '') return '';
  return `<${name}${attributes(attrs)}>${escapeXml(textOf(value))}</${name}>`;
}

/** An element around already written children; nothing when they are all empty. */
export function wrap(name: string, children: string | string[], attrs?: Record<string, XmlValue>): string {
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner ? `<${name}${attributes(attrs)}>${inner}</${name}>` : '';
}

/** `<name attr="…"/>`. */
export function empty(name: string, attrs: Record<string, XmlValue>): string {
  return `<${name}${attributes(attrs)}/>`;
}

function attributes(attrs: Record<string, XmlValue> | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === '') continue;
    out += ` ${key}="${escapeXml(textOf(value))}"`;
  }
  return out;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
