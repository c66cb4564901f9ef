// Where the map goes on a page: a placeholder of the same size until Leaflet has loaded.
import { lazy, Suspense } from 'react';
import { realtyTexts } from '#shared/texts/realty.ts';
import type { ObjectMapProps } from './object-map.tsx';
import styles from './object-map.module.css';

const ObjectMap = lazy(() => import('./object-map.tsx'));

export function MapBlock({
  latitude,
  longitude,
  title,
}: {
  latitude: number | null;
  longitude: number | null;
  title: string;
}) {
  if (latitude == null || longitude == null) {
    return <p className={styles.none}>{realtyTexts.object.mapUnavailable}</p>;
  }
  const props: ObjectMapProps = { latitude, longitude, title };
  return (
    <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
      <ObjectMap {...props} />
    </Suspense>
  );
}
