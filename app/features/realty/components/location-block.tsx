// The complex page's «Расположение»: the address, the map with what is near drawn on it, and «Рядом» — walking
// minutes to the nearest school, kindergarten, clinic, shop, stop and the sea (issue 28, OpenStreetMap data).
import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { OSM_COPYRIGHT_URL, formatNearDistance } from '#shared/nearby.ts';
import type { TNearbyPlace } from '#shared/schemas/nearby.ts';
import { fill } from '#shared/texts/ru.ts';
import { nearbyTexts as t } from '#shared/texts/nearby.ts';
import { useNearby } from '#app/resources/nearby.ts';
import { NEARBY_LOOK } from '../lib/nearby-look.ts';
import { MapBlock } from './map-block.tsx';
import styles from './location-block.module.css';

interface Props {
  objectId: number;
  latitude: number | null;
  longitude: number | null;
  title: string;
  /** A sent link's key: the client's view of a collection. */
  snapshot?: string | undefined;
}

function NearbyList({ places }: { places: readonly TNearbyPlace[] }) {
  return (
    <section className={styles.nearby} aria-labelledby="realty-nearby-title">
      <h3 id="realty-nearby-title" className={styles.title}>
        {t.title}
      </h3>
      {places.length === 0 ? (
        <p className={styles.muted}>{t.none}</p>
      ) : (
        <ul className={styles.list}>
          {places.map((place) => (
            <li key={place.kind} className={styles.place} data-kind={place.kind}>
              <span
                className={styles.glyph}
                style={{ background: NEARBY_LOOK[place.kind].color }}
                aria-hidden="true"
              >
                {NEARBY_LOOK[place.kind].glyph}
              </span>
              <span className={styles.what}>
                <span className={styles.kind}>{t.kinds[place.kind]}</span>
                <span className={styles.name}>{place.name}</span>
              </span>
              <span className={styles.how}>
                <strong className={styles.walk}>{fill(t.walk, place.walkMinutes)}</strong>
                <span className={styles.muted}>{fill(t.distance, formatNearDistance(place.distanceM))}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        {t.howCounted}.{' '}
        <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
          {t.attribution}
        </a>
      </p>
    </section>
  );
}

function WithNearby({ objectId, latitude, longitude, title, snapshot }: Props) {
  const placed = latitude != null && longitude != null;
  const query = useNearby(objectId, placed, snapshot);
  const places = query.data?.places;
  return (
    <>
      <MapBlock latitude={latitude} longitude={longitude} title={title} places={places} />
      {placed && places && <NearbyList places={places} />}
      {placed && query.isError && <p className={styles.muted}>{t.loadError}</p>}
    </>
  );
}

export function LocationBlock(props: Props) {
  // Rendered without a query client (a component test of the page alone), the map stays and «Рядом» stays out.
  const queries = useContext(QueryClientContext);
  return queries ? (
    <WithNearby {...props} />
  ) : (
    <MapBlock latitude={props.latitude} longitude={props.longitude} title={props.title} />
  );
}
