// Leaflet icons for clusters and pins, drawn as HTML so a price fits on the pin; sizes grow with the count.
import L from 'leaflet';
import type { TMapCluster, TMapPoint } from '#shared/schemas/search.ts';
import { formatNumber, formatPriceShort } from '#shared/format.ts';
import styles from '../components/map-view.module.css';

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

export function pinIcon(point: TMapPoint, selected: boolean): L.DivIcon {
  const text = point.price != null ? formatPriceShort(point.price) : '•';
  return L.divIcon({
    className: styles.pinIcon,
    html: `<span class="${styles.pin}" data-offer="${point.isOffer}" data-selected="${selected}">${escape(text)}</span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}
