// The small pages of the digest's unsubscribe link: the question with its button (GET: a link scanner opening it
// unsubscribes nobody), and the answer after the POST. Styled by attributes only, as the CSP allows.
import { unsubscribeTexts as t } from '#shared/texts/unsubscribe.ts';
import { escapeHtml } from '../../core/html.ts';

const BODY =
  'margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a1a;background:#f5f6f8';
const MAIN = 'max-width:30rem;margin:15vh auto;padding:0 1.5rem;text-align:center';
const BUTTON =
  'font:inherit;padding:.6rem 1.5rem;border:0;border-radius:.5rem;background:#1f6feb;color:#fff;cursor:pointer';

function page(title: string, hint: string, rest: string): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${BODY}"><main style="${MAIN}">` +
    `<h1 style="font-size:1.5rem;margin:0 0 .5rem">${escapeHtml(title)}</h1>` +
    `<p style="color:#555;margin:0 0 1.5rem">${escapeHtml(hint)}</p>${rest}</main></body></html>`
  );
}

/** The form posts back to the page's own address, token included, with the body RFC 8058 names. */
export const confirmPage = (): string =>
  page(
    t.confirm.title,
    t.confirm.hint,
    '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      `<button type="submit" style="${BUTTON}">${escapeHtml(t.confirm.button)}</button></form>`,
  );

export const donePage = (siteUrl: string): string =>
  page(
    t.done.title,
    t.done.hint,
    `<a href="${escapeHtml(siteUrl)}" style="color:#1f6feb">${escapeHtml(t.toSite)}</a>`,
  );
