// The Open Graph and Twitter tags messengers read to draw a link's card (Telegram, WhatsApp and VK fetch the page
// without running scripts, so the tags are in the HTML the server answers), and their place in a page's <head>.
import { escapeHtml } from '../../core/html.ts';

export interface PreviewMeta {
  title: string;
  description: string;
  /** Absolute URLs (PUBLIC_URL): a crawler resolves nothing. */
  url: string;
  image: string | null;
  type: 'website' | 'article';
  /** A private link (a sent collection): search engines leave it out. */
  noindex: boolean;
  siteName: string;
}

/** A 1200×630 picture: the size Telegram, WhatsApp and VK show as a large card. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}">`;
const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;

export function previewTags(meta: PreviewMeta): string {
  const tags = [
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:locale', 'ru_RU'),
    named('description', meta.description),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  ];
  if (meta.image) {
    tags.push(
      property('og:image', meta.image),
      property('og:image:type', 'image/jpeg'),
      property('og:image:width', String(PREVIEW_SIZE.width)),
      property('og:image:height', String(PREVIEW_SIZE.height)),
      property('og:image:alt', meta.title),
      named('twitter:image', meta.image),
    );
  }
  if (meta.noindex) tags.push(named('robots', 'noindex'));
  return tags.join('');
}

/** The page with the tags at the end of its <head> (after its <title> when it has no head) and the title as its <title>. */
export function withPreview(html: string, meta: PreviewMeta): string {
  const tags = `<title>${escapeHtml(meta.title)}</title>${previewTags(meta)}`;
  const untitled = html.replace(/<title>[^<]*<\/title>/, '');
  if (untitled.includes('</head>')) return untitled.replace('</head>', () => `${tags}</head>`);
  const at = html.search(/<title>/);
  return at >= 0
    ? html.slice(0, at) + tags + html.slice(at).replace(/<title>[^<]*<\/title>/, '')
    : tags + html;
}
