// Where the map goes on a page: a placeholder of the same size until the place comes near the screen and Leaflet
// has loaded (Leaflet's start-up is a long task a cold page need not run before anyone scrolls to the map).
import { lazy, Suspense } from 'react';
import { realtyTexts } from '#shared/texts/realty.ts';
import { useNearView } from '#app/hooks/use-near-view.ts';
import type { ObjectMapProps } from './object-map.tsx';
import styles from './object-map.module.css';

const ObjectMap = lazy(() => import('./object-map.tsx'));

export function MapBlock({
  latitude,
  longitude,
  title,
  places,
}: {
  latitude: number | null;
  longitude: number | null;
  title: string;
  places?: ObjectMapProps['places'];
}) {
  const [place, near] = useNearView<HTMLDivElement>();
  if (latitude == null || longitude == null) {
    return <p className={styles.none}>{realtyTexts.object.mapUnavailable}</p>;
  }
  const props: ObjectMapProps = { latitude, longitude, title, ...(places ? { places } : {}) };
  const placeholder = <div ref={place} className={styles.map} aria-hidden="true" />;
  return near ? (
    <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
      <ObjectMap key={places?.length ?? 0} {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
