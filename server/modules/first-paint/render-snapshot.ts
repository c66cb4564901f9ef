// A sent collection's first screen as plain HTML (/{id}, no session): what a client opening the link from a messenger
// sees while the app's scripts load. The words and figures are the app's (the header, the agent's contacts, the
// cards); the reactions' row keeps its room empty, since a button that does nothing until the app arrives is worse
// than none. What changed since sending is left to the app (its badges need the app's wording).
import { CellStatus, Kind, Layout } from '#shared/enums.ts';
import { countOf, formatArea, formatDate, formatPhone, formatPrice } from '#shared/format.ts';
import { IMAGE_SIZES } from '#shared/image-sizes.ts';
import { phoneLink, telegramLink, whatsappLink } from '#shared/messengers.ts';
import type { TSnapshotRead } from '#shared/schemas/collections.ts';
import type { TSnapshotItem, TUnitCard } from '#shared/schemas/collections-live.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { fill } from '#shared/texts/ru.ts';
import { snapshotPdfTexts } from '#shared/texts/snapshot-pdf.ts';
import { escapeHtml } from '../../core/html.ts';
import { renderCard, safeUrl } from './render.ts';

const t = liveTexts.unit;

/** The cards a phone shows first load their pictures at once; the rest when they come near the screen. */
const EAGER_ITEMS = 2;
/** The app's unit card's plan box is 16:10, its plan drawn whole inside it. */
const PLAN_BOX = [640, 400] as const;
/** Half a phone's width, as the feed's painted photos: the 640 px plan, not the 1280 px one (render.ts). */
const PLAN_SIZES = '(min-width: 1024px) 360px, 50vw';

const snapshotPath = (id: string) => `/${encodeURIComponent(id)}`;

function header(read: TSnapshotRead): string {
  const facts = [
    countOf(read.items.length, collectionTexts.objects),
    fill(collectionTexts.snapshot.updated, formatDate(read.updatedAt)),
  ].join(' · ');
  return (
    `<header class="fp-sn-head"><p class="fp-eyebrow">${escapeHtml(collectionTexts.snapshot.eyebrow)}</p>` +
    `<h1 class="fp-h1">${escapeHtml(read.name)}</h1><p class="fp-muted">${escapeHtml(facts)}</p></header>`
  );
}

/** The app's user icon (app/components/ui/icons.tsx), drawn in the avatar's circle. */
const USER_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" ' +
  'stroke-linecap="round" aria-hidden="true"><circle cx="12" cy="8.5" r="3.8"/>' +
  '<path d="M4.5 20c.9-3.6 3.9-5.6 7.5-5.6s6.6 2 7.5 5.6"/></svg>';

/** The agent: name, agency, a phone to tap, the messengers and the PDF — links that all work without the app. */
function contacts(read: TSnapshotRead): string {
  const a = profileTexts.agent;
  const { author, agency } = read;
  const phone = author.phone
    ? `<a class="fp-tel" href="${escapeHtml(phoneLink(author.phone))}">${escapeHtml(formatPhone(author.phone))}</a>`
    : '';
  // The agency's logo is left to the app: the painted screen's first picture must be the first card's, which the
  // early script and the hand-over wait for (decision 033), and the logo would be one more request before it.
  const messengers = [
    author.whatsapp && { app: 'whatsapp', title: a.whatsapp, href: whatsappLink(author.whatsapp) },
    author.telegram && { app: 'telegram', title: a.telegram, href: telegramLink(author.telegram) },
  ]
    .filter((m) => !!m)
    .map(
      (m) =>
        `<a class="fp-write" data-messenger="${m.app}" href="${escapeHtml(m.href)}" target="_blank" rel="noopener noreferrer">` +
        `${escapeHtml(`${a.write} · ${m.title}`)}</a>`,
    )
    .join('');
  return (
    `<section class="fp-contacts" aria-label="${escapeHtml(a.label)}"><div class="fp-agent">` +
    `<span class="fp-avatar">${USER_ICON}</span><div><p class="fp-label">${escapeHtml(a.label)}</p>` +
    `<p class="fp-name">${escapeHtml(author.name?.trim() || a.noName)}</p>` +
    (agency ? `<p class="fp-agency">${escapeHtml(agency.name)}</p>` : '') +
    (phone ? `<p>${phone}</p>` : '') +
    `</div></div><div class="fp-actions">${messengers}` +
    `<a class="fp-pdf" href="/api/snapshot/${encodeURIComponent(read.id)}/pdf" download>${escapeHtml(snapshotPdfTexts.download)}</a></div></section>`
  );
}

function plan(unit: TUnitCard, title: string, eager: boolean, first: boolean): string {
  if (!unit.plan || !safeUrl(unit.plan.m)) return `<span class="fp-muted">${escapeHtml(t.noPlan)}</span>`;
  const srcset = (['s', 'm', 'l'] as const)
    .filter((size) => safeUrl(unit.plan![size]))
    .map((size) => `${escapeHtml(unit.plan![size])} ${IMAGE_SIZES[size]}w`)
    .join(', ');
  return (
    `<img class="fp-plan" src="${escapeHtml(unit.plan.m)}" srcset="${srcset}" sizes="${PLAN_SIZES}" ` +
    `width="${PLAN_BOX[0]}" height="${PLAN_BOX[1]}" alt="${escapeHtml(`${t.plan}: ${title}`)}"` +
    (first ? ` fetchpriority="high">` : eager ? '>' : ` loading="lazy" decoding="async">`)
  );
}

/** A chessboard unit as the app's unit card draws it: plan, status, price, number, facts, place. */
export function renderUnitCard(
  unit: TUnitCard,
  eager: boolean,
  first: boolean,
  /** Its place on the link's chessboard; null when it can no longer be opened. */
  chessHref: string | null = null,
): string {
  const title = unit.number ? fill(t.title, unit.number) : t.untitled;
  const facts = [
    unit.cntApart != null ? Layout.title(unit.cntApart) : '',
    formatArea(unit.area),
    unit.floor != null ? fill(t.floor, unit.floor) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const squarePrice =
    unit.squarePrice != null
      ? ` <span class="fp-muted">${escapeHtml(fill(t.perMeter, formatPrice(unit.squarePrice)))}</span>`
      : '';
  return (
    `<article class="fp-card"><div class="fp-plan-box${unit.plan ? '' : ' fp-no-plan'}">${plan(unit, title, eager, first)}` +
    `<span class="fp-status" data-status="${CellStatus.keyOf(unit.status) ?? ''}">${escapeHtml(CellStatus.title(unit.status))}</span></div>` +
    `<div class="fp-body"><p class="fp-price">${escapeHtml(formatPrice(unit.price))}${squarePrice}</p>` +
    `<h3 class="fp-title">${escapeHtml(title)}</h3>` +
    (facts ? `<p class="fp-fact">${escapeHtml(facts)}</p>` : '') +
    `<p class="fp-muted">${escapeHtml(`${unit.objectTitle} · ${fill(t.place, unit.pavilionName, unit.sectionName)}`)}</p>` +
    (chessHref
      ? `<p><a class="fp-chess" href="${escapeHtml(chessHref)}">${escapeHtml(t.onChess)}</a></p>`
      : '') +
    `</div></article>`
  );
}

/** An item that has no card any more: its title and the price it was sent at. */
function goneCard(item: TSnapshotItem): string {
  const was = item.changes.priceWas;
  return (
    `<article class="fp-card fp-gone"><div class="fp-body"><h3 class="fp-title">${escapeHtml(item.title)}</h3>` +
    (was != null
      ? `<p class="fp-muted">${escapeHtml(fill(liveTexts.changes.wasPrice, formatPrice(was)))}</p>`
      : '') +
    `</div></article>`
  );
}

function itemCard(read: TSnapshotRead, item: TSnapshotItem, eager: boolean, first: boolean): string {
  if (item.kind === Kind.unit) {
    const unit = item.unit;
    if (!unit) return goneCard(item);
    const chess = item.changes.available
      ? `${snapshotPath(read.id)}/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.id}`
      : null;
    return renderUnitCard(unit, eager, first, chess);
  }
  const isOffer = item.kind === Kind.offer;
  const card = read.objects.find((o) => o.id === item.id && o.isOffer === isOffer);
  if (!card) return goneCard(item);
  const href = `${snapshotPath(read.id)}/${card.id}${card.isOffer ? '?offer=1' : ''}`;
  return renderCard(card, first, true, href, eager);
}

/** The item's card has a picture of its own: a unit's plan or a complex's or offer's photo. */
function hasPicture(read: TSnapshotRead, item: TSnapshotItem): boolean {
  if (item.kind === Kind.unit) return Boolean(item.unit?.plan);
  const isOffer = item.kind === Kind.offer;
  return Boolean(read.objects.find((o) => o.id === item.id && o.isOffer === isOffer)?.image);
}

/** The header, the agent and every item's card, each with its reactions' room below. */
export function renderSnapshot(read: TSnapshotRead): string {
  // The first picture on the page is asked for first, whichever item holds it (decision 033's hand-over waits for it).
  const first = read.items.findIndex((item) => hasPicture(read, item));
  const items = read.items.map((item, i) => {
    const gone = !item.changes.available;
    return (
      `<div class="fp-sn-item"${gone ? ' data-gone' : ''}>` +
      itemCard(read, item, i < EAGER_ITEMS || i === first, i === first) +
      `<div class="fp-reactions"></div></div>`
    );
  });
  const grid = items.length
    ? `<div class="fp-grid">${items.join('')}</div>`
    : `<p class="fp-muted">${escapeHtml(collectionTexts.snapshot.emptyHint)}</p>`;
  return `<div class="fp-sn">${header(read)}${contacts(read)}${grid}</div>`;
}
