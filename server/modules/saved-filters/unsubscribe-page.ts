// The small pages of the digest's unsubscribe link: the question with its button (GET: a link scanner opening it
// unsubscribes nobody), and the answer after the POST.
import { unsubscribeTexts as t } from '#shared/texts/unsubscribe.ts';
import { escapeHtml } from '../../core/html.ts';
import { noticePage } from '../../core/notice-page.ts';

const BUTTON =
  'font:inherit;padding:.6rem 1.5rem;border:0;border-radius:.5rem;background:#1f6feb;color:#fff;cursor:pointer';

const page = (title: string, hint: string, rest: string) => noticePage(title, hint, rest, '30rem');

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
