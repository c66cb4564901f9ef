// One portal's feed from the loaded units: the offers apart from the document around them, so the cache can tell
// a changed feed from a re-rendered identical one by the offers alone (the generation date changes every time).
import type { TFeedPortal } from '#shared/feeds.ts';
import { avitoDocument, renderAvitoOffers } from './avito.ts';
import { cianDocument, renderCianOffers } from './cian.ts';
import type { FeedData } from './load-feed.ts';
import { renderYandexOffers, yandexDocument } from './yandex.ts';

export interface PortalWriter {
  offers(data: FeedData): string;
  document(offers: string, generated: Date): string;
}

export const PORTAL_WRITERS: Record<TFeedPortal, PortalWriter> = {
  yandex: { offers: renderYandexOffers, document: yandexDocument },
  cian: { offers: renderCianOffers, document: (offers) => cianDocument(offers) },
  avito: { offers: renderAvitoOffers, document: (offers) => avitoDocument(offers) },
};

export function renderFeed(portal: TFeedPortal, data: FeedData, generated: Date): string {
  const writer = PORTAL_WRITERS[portal];
  return writer.document(writer.offers(data), generated);
}
