// Leaflet icons for clusters and pins, drawn as HTML so a price fits on the pin; sizes grow with the count. A complex's
// pin says «от 9 млн ₽» (its cheapest matching unit, PRODUCT: pins show price from), an offer's pin its own price.
import L from 'leaflet';
import type { TMapCluster, TMapItem, TMapPoint } from '#shared/schemas/search.ts';
import { formatNumber, formatPriceShort } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import styles from '../components/map-view.module.css';
import { pointKey } from './point-key.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Bigger clusters get bigger circles: 36 px for a pair up to 64 px for thousands. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(64, 30 + 8 * Math.log10(Math.max(2, count))));
}

export function clusterIcon(cluster: TMapCluster): L.DivIcon {
  const size = clusterSize(cluster.count);
  return L.divIcon({
    className: styles.clusterIcon,
    html: `<span class="${styles.cluster}" style="width:${size}px;height:${size}px">${formatNumber(cluster.count)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** What a pin says: «от 9 млн ₽» for a complex, «16,2 млн ₽» for an offer, a dot when the price is on request. */
export function pinText(point: Pick<TMapPoint, 'price' | 'isOffer'>): string {
  if (point.price == null) return '•';
  const price = formatPriceShort(point.price);
  return point.isOffer ? price : fill(searchTexts.card.priceFrom, price);
}

/** Pins with the same text look the same: one icon each (Leaflet builds every marker's element from it). */
const pinIcons = new Map<string, L.DivIcon>();

export function pinIcon(point: TMapPoint, selected: boolean): L.DivIcon {
  const text = pinText(point);
  const key = `${point.isOffer}|${selected}|${text}`;
  let icon = pinIcons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: styles.pinIcon,
      html: `<span class="${styles.pin}" data-offer="${point.isOffer}" data-selected="${selected}">${escape(text)}</span>`,
      iconSize: [0, 0],
      iconAnchor: [0, 0],
    });
    pinIcons.set(key, icon);
  }
  return icon;
}

/** Who a marker stands for: the same item from the next page or after a merge keeps its marker. */
export function markerKey(item: TMapItem): string {
  if (item.type === 'point') return pointKey(item);
  return `c${item.count}@${item.latitude},${item.longitude}:${item.bounds.flat().join(',')}`;
}
