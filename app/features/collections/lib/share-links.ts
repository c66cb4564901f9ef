// The public link of a snapshot and the messenger links that carry it.
import { paths } from '#app/lib/paths.ts';

/** The browser's own origin; inside the mobile wrapper (a local origin) the configured public address. */
export function snapshotUrl(snapshotId: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.snapshot(snapshotId)}`;
}

/** Telegram's share sheet: the link and the text beside it. */
export const telegramUrl = (url: string, text: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;

/** WhatsApp takes one text, so the link goes at its end. */
export const whatsappUrl = (url: string, text: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
