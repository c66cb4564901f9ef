// The page a dead collection link answers (404, not the app): a crawler's card and a person see the same words.
// Styled by attributes only: the page CSP allows inline style attributes, not <style> elements without a hash.
import { liveTexts } from '#shared/texts/collections-live.ts';
import { previewTexts } from '#shared/texts/previews.ts';
import { escapeHtml } from '../../core/html.ts';

const BODY =
  'margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a1a;background:#f5f6f8';
const MAIN = 'max-width:28rem;margin:15vh auto;padding:0 1.5rem;text-align:center';

export function gonePage(revoked: boolean): string {
  const title = revoked ? liveTexts.revoked.title : previewTexts.gone.notFoundTitle;
  const hint = revoked ? liveTexts.revoked.hint : previewTexts.gone.notFoundHint;
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${BODY}"><main style="${MAIN}">` +
    `<h1 style="font-size:1.5rem;margin:0 0 .5rem">${escapeHtml(title)}</h1>` +
    `<p style="color:#555;margin:0 0 1.5rem">${escapeHtml(hint)}</p>` +
    `<a href="/feed" style="color:#1f6feb">${escapeHtml(previewTexts.gone.toCatalogue)}</a></main></body></html>`
  );
}
