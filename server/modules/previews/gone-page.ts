// The page a dead collection link answers (404, not the app): a crawler's card and a person see the same words.
import { liveTexts } from '#shared/texts/collections-live.ts';
import { previewTexts } from '#shared/texts/previews.ts';
import { escapeHtml } from '../../core/html.ts';
import { noticePage } from '../../core/notice-page.ts';

export function gonePage(revoked: boolean): string {
  const title = revoked ? liveTexts.revoked.title : previewTexts.gone.notFoundTitle;
  const hint = revoked ? liveTexts.revoked.hint : previewTexts.gone.notFoundHint;
  const link = `<a href="/feed" style="color:#1f6feb">${escapeHtml(previewTexts.gone.toCatalogue)}</a>`;
  return noticePage(title, hint, link, '28rem');
}
