// The verification letter: plain text and a simple HTML version with one button.
import { countOf } from '#shared/format.ts';
import { authTexts } from '#shared/texts/auth.ts';
import { fill } from '#shared/texts/ru.ts';
import type { MailMessage } from '../../providers/mail.ts';
import { VERIFY_LIMITS } from './limits.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function verificationMail(to: string, link: string): MailMessage {
  const t = authTexts.verifyMail;
  const footer = fill(t.footer, { validity: countOf(VERIFY_LIMITS.ttlHours, t.hours) });
  const href = escapeHtml(link);
  return {
    to,
    subject: t.subject,
    text: `${t.greeting}\n\n${t.textIntro}\n${link}\n\n${footer}`,
    html:
      `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.htmlIntro)}</p>` +
      `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1e6fd9;color:#fff;` +
      `border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
      `<p><a href="${href}">${href}</a></p>` +
      `<p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}
