// «Нарисовать область» (issue 28): the buyer outlines a district with a finger or the mouse; the areas become the
// filter's `polygons`, so the list, the count and the clusters follow and «Сохранить фильтр» keeps them. Pointer
// events cover the finger, the pen and the mouse; the overlay takes them while drawing, so the map does not pan.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import L from 'leaflet';
import { POLYGON_LIMITS, type TLatLng } from '#shared/polygon.ts';
import { drawAreaTexts as t } from '#shared/texts/draw-area.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { ringFromPath } from '../lib/drawn-ring.ts';
import styles from './draw-areas.module.css';

type TPolygons = [number, number][][];

/** Points closer than this (px) to the last one add nothing but weight. */
const STEP_PX = 3;

export interface DrawAreasProps {
  map: L.Map | null;
  polygons: TPolygons;
  onChange: (polygons: TPolygons) => void;
}

export function DrawAreas({ map, polygons, onChange }: DrawAreasProps) {
  const [drawing, setDrawing] = useState(false);
  const [path, setPath] = useState<TLatLng[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const pointer = useRef<number | null>(null);
  const full = polygons.length >= POLYGON_LIMITS.polygons;

  // The areas on the map, redrawn when they change.
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup(
      polygons.map((ring) =>
        L.polygon(ring, {
          color: '#0f766e',
          weight: 3,
          fillColor: '#14b8a6',
          fillOpacity: 0.12,
          interactive: false,
        }),
      ),
    ).addTo(map);
    return () => {
      group.remove();
    };
  }, [map, polygons]);

  const local = (e: PointerEvent<HTMLDivElement>): TLatLng => {
    const box = e.currentTarget.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top];
  };

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== null) return;
    pointer.current = e.pointerId;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setNote(null);
    setPath([local(e)]);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== e.pointerId) return;
    const p = local(e);
    setPath((prev) => {
      const last = prev[prev.length - 1];
      return last && Math.hypot(p[0] - last[0], p[1] - last[1]) < STEP_PX ? prev : [...prev, p];
    });
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== e.pointerId || !map) return;
    pointer.current = null;
    const drawn = [...path, local(e)];
    setPath([]);
    // The overlay covers the map's container exactly, so its pixels are the map's container points.
    const result = ringFromPath(drawn, (x, y) => {
      const ll = map.containerPointToLatLng(L.point(x, y));
      return [ll.lat, ll.lng];
    });
    if (!result.ok) {
      setNote(result.reason === 'tooSmall' ? t.tooSmall : t.crossed);
      return;
    }
    setDrawing(false);
    onChange([...polygons, result.ring]);
  };
  const onCancel = () => {
    pointer.current = null;
    setPath([]);
  };

  return (
    <>
      {drawing && (
        <div
          className={styles.overlay}
          data-testid="draw-overlay"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onCancel}
        >
          {path.length > 1 && (
            <svg className={styles.trace} aria-hidden="true">
              <polyline points={path.map(([x, y]) => `${x},${y}`).join(' ')} />
            </svg>
          )}
        </div>
      )}
      <div className={styles.bar} role="toolbar" aria-label={t.toolbar} data-testid="draw-areas">
        {drawing ? (
          <>
            <span className={styles.hint}>{t.drawing}</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setDrawing(false);
                setNote(null);
              }}
            >
              {t.cancel}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant={polygons.length ? 'secondary' : 'primary'}
              disabled={full}
              title={full ? fill(t.tooMany, String(POLYGON_LIMITS.polygons)) : undefined}
              onClick={() => {
                setNote(null);
                setDrawing(true);
              }}
              data-testid="draw-area"
            >
              {t.draw}
            </Button>
            {polygons.map((_, i) => (
              <span key={i} className={styles.chip}>
                {fill(t.area, String(i + 1))}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={fill(t.remove, String(i + 1))}
                  title={fill(t.remove, String(i + 1))}
                  onClick={() => onChange(polygons.filter((__, k) => k !== i))}
                >
                  <CloseIcon size={14} />
                </button>
              </span>
            ))}
            {polygons.length > 0 && (
              <Button size="sm" variant="ghost" aria-label={t.clearLabel} onClick={() => onChange([])}>
                {t.clear}
              </Button>
            )}
          </>
        )}
        {note && (
          <p className={styles.note} role="status">
            {note}
          </p>
        )}
      </div>
    </>
  );
}
