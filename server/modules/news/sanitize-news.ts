// News text is HTML written in the back-office. It is cleaned on the way in there, and again on the way out here:
// rows written before a rule changed, or by hand, must not reach a browser with scripts or styles.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links open outside the app and give the page no handle on it (whatever target and rel the author wrote).
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeNews(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
