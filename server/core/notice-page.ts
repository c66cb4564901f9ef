// A small server-built page with a title, a hint and what follows them (a link, a form): the dead collection link's
// and the unsubscribe link's. Styled by attributes only: the page CSP allows inline style attributes, not <style>
// elements without a hash.
import { escapeHtml } from './html.ts';

const BODY =
  'margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a1a;background:#f5f6f8';
const main = (width: string) => `max-width:${width};margin:15vh auto;padding:0 1.5rem;text-align:center`;

/** `rest` is HTML, escaped by the caller; `width` is the column's max-width. */
export function noticePage(title: string, hint: string, rest: string, width: string): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${BODY}"><main style="${main(width)}">` +
    `<h1 style="font-size:1.5rem;margin:0 0 .5rem">${escapeHtml(title)}</h1>` +
    `<p style="color:#555;margin:0 0 1.5rem">${escapeHtml(hint)}</p>${rest}</main></body></html>`
  );
}
