// The one adapter from a snapshot as the public page reads it (readSnapshot) to what the PDF prints: texts already
// formatted in Russian, image ids to fetch, links for the QR codes. The renderer knows nothing else.
import { CellStatus, HouseClass, Interior, Kind, Layout, OfferStatus } from '#shared/enums.ts';
import { countOf, formatArea, formatDate, formatPhone, formatPrice, formatQuarter } from '#shared/format.ts';
import { telegramLink, whatsappLink, phoneLink } from '#shared/messengers.ts';
import type { TSnapshotRead, TSnapshotCard } from '#shared/schemas/collections.ts';
import type { TItemChanges, TUnitCard } from '#shared/schemas/collections-live.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { fill } from '#shared/texts/ru.ts';
import { snapshotPdfTexts as t } from '#shared/texts/snapshot-pdf.ts';

export interface PdfContact {
  label: string;
  value: string;
  link: string;
}

export interface PdfItem {
  /** «Жилой комплекс», the offer's complex, «Объявление». */
  kind: string;
  title: string;
  price: string;
  perMeter: string | null;
  facts: [label: string, value: string][];
  address: string | null;
  photoId: number | null;
  planId: number | null;
  changes: string[];
  /** The item's live page, for its QR code. */
  url: string;
}

export interface SnapshotPdfModel {
  title: string;
  facts: string;
  fileName: string;
  /** The live page, for the cover's QR code. */
  url: string;
  /** agency: the agency the agent sent it for, by name; null: none. */
  agent: { name: string; agency: string | null; contacts: PdfContact[] };
  items: PdfItem[];
}

export interface PdfLinks {
  page: string;
  item: (card: TSnapshotCard) => string;
  /** A unit's place on its chessboard inside the link. */
  unit: (unit: TUnitCard) => string;
}

const range = (from: string, to: string) => (!from || !to || to === from ? from : fill(t.range, from, to));

function priceText(from: number | null, to: number | null): string {
  if (from == null) return t.noPrice;
  if (to == null || to === from) return formatPrice(from);
  return fill(t.range, formatPrice(from), formatPrice(to));
}

/** «Изменения с момента отправки» of one item, from the read's `changes` (an offer's status is OfferStatus). */
export function changeLines(changes: TItemChanges, isOffer: boolean): string[] {
  // No longer public: nothing of today is told, only that it is gone.
  if (changes.hidden) return [liveTexts.changes.notForSale];
  const statusTitle = (status: number) => (isOffer ? OfferStatus.title(status) : CellStatus.title(status));
  const lines: string[] = [];
  const { priceWas, priceNow, statusWas, statusNow } = changes;
  if (priceWas != null && priceNow != null && priceWas !== priceNow) {
    lines.push(fill(t.priceChanged, formatPrice(priceWas), formatPrice(priceNow)));
  }
  if (statusWas != null && statusNow != null && statusWas !== statusNow) {
    lines.push(fill(t.statusChanged, statusTitle(statusWas), statusTitle(statusNow)));
  }
  if (changes.available === false) lines.push(t.unavailable);
  return lines;
}

function place(card: TSnapshotCard): string | null {
  const district = card.subregion?.name ?? card.region?.name ?? null;
  return [card.address, district].filter(Boolean).join(', ') || null;
}

function complexItem(card: Extract<TSnapshotCard, { isOffer: false }>) {
  const facts: [string, string][] = [
    [t.area, range(formatArea(card.area), formatArea(card.areaTo))],
    [t.layouts, card.cntApart.map((l) => Layout.title(l)).join(', ')],
    [t.deadline, card.isFinished ? t.finished : formatQuarter(card.dateBuild)],
    [t.houseClass, HouseClass.title(card.houseClass)],
    [t.onSale, card.saleCount > 0 ? countOf(card.saleCount, t.flats) : ''],
  ];
  return {
    kind: t.complex,
    price: priceText(card.price, card.priceTo),
    perMeter: card.squarePrice ? `${fill(t.from, formatPrice(card.squarePrice))} ${t.perMeter}` : null,
    facts,
  };
}

function offerItem(card: Extract<TSnapshotCard, { isOffer: true }>) {
  const floor =
    card.floor == null
      ? ''
      : card.floorsTotal
        ? fill(t.floorOf, card.floor, card.floorsTotal)
        : String(card.floor);
  const facts: [string, string][] = [
    [t.area, formatArea(card.area)],
    [t.floor, floor],
    [t.layout, Layout.title(card.cntApart)],
    [t.interior, Interior.title(card.interior)],
  ];
  return {
    kind: card.object?.title ?? t.offer,
    price: priceText(card.price, null),
    perMeter: card.squarePrice ? `${formatPrice(card.squarePrice)} ${t.perMeter}` : null,
    facts,
  };
}

function unitItem(unit: TUnitCard) {
  const facts: [string, string][] = [
    [t.area, formatArea(unit.area)],
    [t.floor, unit.floor == null ? '' : String(unit.floor)],
    [t.layout, Layout.title(unit.cntApart)],
    [t.status, CellStatus.title(unit.status)],
  ];
  return {
    kind: [unit.objectTitle, unit.pavilionName, unit.sectionName].filter(Boolean).join(', '),
    price: priceText(unit.price, null),
    perMeter: unit.squarePrice ? `${formatPrice(unit.squarePrice)} ${t.perMeter}` : null,
    facts,
  };
}

function agentOf(
  author: TSnapshotRead['author'],
  agency: TSnapshotRead['agency'],
): SnapshotPdfModel['agent'] {
  const contacts: PdfContact[] = author.phone
    ? [{ label: t.phone, value: formatPhone(author.phone), link: phoneLink(author.phone) }]
    : [];
  if (author.whatsapp) {
    contacts.push({
      label: t.whatsapp,
      value: formatPhone(author.whatsapp),
      link: whatsappLink(author.whatsapp),
    });
  }
  if (author.telegram) {
    contacts.push({ label: t.telegram, value: `@${author.telegram}`, link: telegramLink(author.telegram) });
  }
  return { name: author.name?.trim() || profileTexts.agent.noName, agency: agency?.name ?? null, contacts };
}

/** A name a file system takes: no path separators or control characters, not too long. */
export function pdfFileName(name: string): string {
  const clean = Array.from(name, (c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${fill(t.fileName, clean).slice(0, 120).trim()}.pdf`;
}

/** `plans`: the plan image of an offer tied to a chessboard unit, by offer id. */
export function snapshotPdfModel(
  snapshot: TSnapshotRead,
  links: PdfLinks,
  plans: ReadonlyMap<number, number> = new Map(),
): SnapshotPdfModel {
  return {
    title: snapshot.name,
    facts: fill(
      t.facts,
      countOf(snapshot.items.length, collectionTexts.objects),
      formatDate(snapshot.updatedAt),
    ),
    fileName: pdfFileName(snapshot.name),
    url: links.page,
    agent: agentOf(snapshot.author, snapshot.agency),
    items: snapshot.items.flatMap((item): PdfItem[] => {
      const changes = changeLines(item.changes, item.kind === Kind.offer);
      // No longer public (or gone): its title and price as sent, and why; no figure of today.
      const gone = (kind: string): PdfItem[] => [
        {
          kind,
          title: item.title,
          price:
            item.changes.priceWas == null
              ? ''
              : fill(liveTexts.changes.wasPrice, formatPrice(item.changes.priceWas)),
          perMeter: null,
          facts: [],
          address: null,
          photoId: null,
          planId: null,
          changes,
          url: links.page,
        },
      ];
      if (item.kind === Kind.unit) {
        if (!item.unit) return gone(Kind.title(Kind.unit));
        const unit = item.unit;
        const kindOf = unitItem(unit);
        return [
          {
            ...kindOf,
            title: unit.number ? fill(t.unitTitle, unit.number) : item.title,
            facts: kindOf.facts.filter(([, value]) => value),
            address: null,
            photoId: null,
            planId: unit.plan?.id ?? null,
            changes,
            url: links.unit(unit),
          },
        ];
      }
      const isOffer = item.kind === Kind.offer;
      const card = snapshot.objects.find((c) => c.id === item.id && c.isOffer === isOffer);
      // No longer on offer: its title and why, as the page shows it greyed.
      if (!card) return gone(isOffer ? t.offer : t.complex);
      const kindOf = card.isOffer ? offerItem(card) : complexItem(card);
      return [
        {
          ...kindOf,
          title: card.title,
          facts: kindOf.facts.filter(([, value]) => value),
          address: place(card),
          photoId: card.image?.id ?? null,
          planId: card.isOffer ? (plans.get(card.id) ?? null) : null,
          changes,
          url: links.item(card),
        },
      ];
    }),
  };
}
