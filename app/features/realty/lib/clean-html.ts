// News HTML arrives sanitized by the server; the page still keeps only an allow-list of tags before rendering it,
// so a mistake on one side is not enough to run a script here. DOMParser builds an inert document: nothing in it
// loads or runs while it is inspected.
const TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'BLOCKQUOTE',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    if (!TAGS.has(element.tagName)) {
      // Unknown wrappers give their text; scripts and styles give nothing.
      if (
        !['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)
      ) {
        clean(element, into, doc);
      }
      continue;
    }
    const copy = doc.createElement(element.tagName.toLowerCase());
    if (element.tagName === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    clean(element, copy, doc);
    into.appendChild(copy);
  }
}

export function cleanHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const box = target.createElement('div');
  clean(source.body, box, target);
  return box.innerHTML;
}
