// The first screen as plain HTML: what a phone paints while the app's scripts still load. Everything a builder or
// a seller typed (titles, addresses, names) is escaped; the words and figures are the cards' own (shared/card-facts).
import {
  areaLine,
  cardBadges,
  deadlineLine,
  floorLine,
  layoutsLine,
  placeLine,
  priceLine,
  saleLine,
  squarePriceLine,
} from '#shared/card-facts.ts';
import {
  FIRST_PAINT_APP_ATTR,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintAnswer,
} from '#shared/first-paint.ts';
import { IMAGE_SIZES } from '#shared/image-sizes.ts';
import type { TImage } from '#shared/schemas/common.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { ru } from '#shared/texts/ru.ts';
import { escapeHtml } from '../../core/html.ts';
import { FIRST_PAINT_CSS } from './styles.ts';

/** JSON inside a <script type="application/json">: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Only the server's own file paths (or http(s) addresses) go into src. */
export const safeUrl = (url: string): string => (/^(\/[^/]|https?:\/\/)/.test(url) ? url : '');

function photo(
  image: TImage | null,
  alt: string,
  sizes: string,
  first: boolean,
  [width, height]: readonly [number, number],
  eager = false,
): string {
  if (!image || !safeUrl(image.m)) return `<div class="fp-photo fp-none"></div>`;
  const srcset = (['s', 'm', 'l', 'xl'] as const)
    .filter((size) => safeUrl(image[size]))
    .map((size) => `${escapeHtml(image[size])} ${IMAGE_SIZES[size]}w`)
    .join(', ');
  // Width and height give the box its shape before the picture arrives.
  return (
    `<img class="fp-photo" src="${escapeHtml(image.m)}" srcset="${srcset}" sizes="${escapeHtml(sizes)}" ` +
    `width="${width}" height="${height}" alt="${escapeHtml(alt)}"` +
    // The first photo is the page's largest paint: decoded with the frame, not after it.
    (first ? ` fetchpriority="high">` : eager ? '>' : ` loading="lazy" decoding="async">`)
  );
}

const line = (cls: string, text: string): string => (text ? `<p class="${cls}">${escapeHtml(text)}</p>` : '');

const badges = (item: TListItem): string => {
  const list = cardBadges(item);
  return list.length
    ? `<div class="fp-badges">${list.map((b) => `<span class="fp-badge" data-kind="${b.kind}">${escapeHtml(b.text)}</span>`).join('')}</div>`
    : '';
};

/**
 * The painted photos are a light first copy: a phone is told half its width, so it takes the 640 px variant (not the
 * 1280 px one at 1.75–3× density), which arrives in a third of the time on a slow network; the app's own card,
 * which replaces the painted one, brings the sharp variant. Wide screens get their true sizes.
 */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 600px) 50vw, 50vw';
const HERO_SIZES = '(min-width: 1024px) 1200px, 50vw';
/** Painted cards with a photo: the ones a phone shows; the rest leave the network to the first photo. */
const CARDS_WITH_PHOTO = 2;
/** A card's photo box is 4:3 (styles.ts), the object page's 16:10 (2:1 on a wide screen): cropped by the box. */
const CARD_PHOTO = [640, 480] as const;
const GALLERY_PHOTO = [640, 400] as const;

/** The card's lines under its title, in the app's card's order (app/components/object-card). */
function facts(item: TListItem): string {
  if (item.isOffer) return line('fp-fact', floorLine(item));
  const deadline = [deadlineLine(item), item.builders[0]?.name].filter(Boolean).join(' · ');
  return (
    line('fp-fact', [layoutsLine(item.cntApart), areaLine(item)].filter(Boolean).join(' · ')) +
    line('fp-fact fp-accent', saleLine(item)) +
    line('fp-muted', deadline)
  );
}

/** One card of the feed: photo, badges, price, title and the figures, as the app's card shows them. */
export function renderCard(
  item: TListItem,
  first: boolean,
  withPhoto = true,
  href = item.isOffer ? `/offer/${item.id}` : `/realty/${item.id}`,
  /** Not the first, but on a phone's first screen: asked for at once, not when near the screen. */
  eager = false,
): string {
  const media = withPhoto
    ? photo(item.image, item.title, CARD_SIZES, first, CARD_PHOTO, eager)
    : `<div class="fp-photo fp-none"></div>`;
  return (
    `<article class="fp-card"><a class="fp-media" href="${escapeHtml(href)}">${media}` +
    `${badges(item)}</a><div class="fp-body"><p class="fp-price">${escapeHtml(priceLine(item))}` +
    (squarePriceLine(item) ? ` <span class="fp-muted">${escapeHtml(squarePriceLine(item))}</span>` : '') +
    `</p><h3 class="fp-title"><a href="${escapeHtml(href)}">${escapeHtml(item.title)}</a></h3>` +
    facts(item) +
    line('fp-muted', placeLine(item)) +
    `</div></article>`
  );
}

/** How many cards the first screen carries: the phone shows one and a half, a wide screen six. */
export const FIRST_CARDS = 6;

/** The feed's heading and the room its search, presets and count take in the app, then the first cards. */
export function renderFeed(items: readonly TListItem[]): string {
  return `<h1 class="fp-h1 fp-feed">${escapeHtml(searchTexts.feed.title)}</h1><div class="fp-tools"></div><div class="fp-grid">${items
    .slice(0, FIRST_CARDS)
    .map((item, i) => renderCard(item, i === 0, i < CARDS_WITH_PHOTO))
    .join('')}</div>`;
}

/** The object page's head: its first photo, badges, title, address and price. */
export function renderObjectHead(object: TListItem, chess = false): string {
  const heading = chess
    ? `<p class="fp-muted">${escapeHtml(realtyTexts.chess.title)}</p><h1 class="fp-h1">${escapeHtml(object.title)}</h1>`
    : `<h1 class="fp-h1">${escapeHtml(object.title)}</h1>`;
  const head =
    `${badges(object)}${heading}` +
    line('fp-muted', placeLine(object)) +
    `<p class="fp-price">${escapeHtml(priceLine(object))}` +
    (squarePriceLine(object) ? ` <span class="fp-muted">${escapeHtml(squarePriceLine(object))}</span>` : '') +
    `</p>`;
  if (chess) return `<div class="fp-head">${head}</div>`;
  return (
    `<div class="fp-object"><div class="fp-gallery">${photo(object.image, object.title, HERO_SIZES, true, GALLERY_PHOTO)}</div>` +
    `<div class="fp-head">${head}</div></div>`
  );
}

/**
 * The app's module scripts taken out of the page: the entry (`<script type="module" src>`) first, then the
 * modulepreloads. Vite writes both with `crossorigin`; the early script adds them back the same way.
 */
function takeScripts(html: string): { html: string; scripts: string[] } {
  const entry: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_, src: string) => {
      entry.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  // One entry is what the early script knows how to load; anything else stays as Vite wrote it.
  if (entry.length !== 1) return { html, scripts: [] };
  return { html: rest, scripts: [...entry, ...preloads] };
}

/**
 * index.html with the first screen before the app's root (the root stays hidden until the app removes the
 * placeholder, so nothing that was painted moves), its stylesheet and the answers the app would ask for.
 */
export function withFirstPaint(
  indexHtml: string,
  path: string,
  body: string,
  answers: readonly FirstPaintAnswer[],
  /** 'public': the logo bar alone (a sent collection), no sidebar on a wide screen. */
  shell: 'app' | 'public' = 'app',
): string | null {
  if (!indexHtml.includes('<head>') || !indexHtml.includes('<div id="root">')) return null;
  // The data goes before the early script (first in <head>), which reads it.
  const data = answers.length
    ? `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(answers)}</script>`
    : '';
  // The app's scripts are not asked for by the head: on a slow network they would share it with the first photo,
  // and Lighthouse counts every request that ended before the paint into its simulated paint. The early script
  // loads them once the painted screen and its first photo are drawn (shared/early-script.ts).
  const { html: withoutScripts, scripts } = takeScripts(indexHtml);
  const app = scripts.length ? ` ${FIRST_PAINT_APP_ATTR}="${escapeHtml(scripts.join(' '))}"` : '';
  const placeholder =
    `<div id="${FIRST_PAINT_ID}" data-path="${escapeHtml(path)}"${shell === 'public' ? ' data-shell="public"' : ''}${app}><header class="fp-bar">` +
    `<a href="/feed" class="fp-brand">${escapeHtml(ru.appName)}</a></header><main class="fp-main">${body}</main></div>`;
  // The app's stylesheets move from <head> to just before the root: the painted screen above them is drawn without
  // waiting for them, and the app (the early script waits for them) and its root still come after them.
  const sheets: string[] = [];
  const html = withoutScripts.replace(/<link rel="stylesheet"[^>]*>\s*/g, (tag) => {
    sheets.push(tag.trim());
    return '';
  });
  return html
    .replace('<head>', () => `<head>${data}<style>${FIRST_PAINT_CSS}</style>`)
    .replace('<div id="root">', () => `${placeholder}${sheets.join('')}<div id="root">`);
}
