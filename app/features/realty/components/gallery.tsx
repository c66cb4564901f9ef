// A photo gallery: slides move in 500 ms (PRODUCT §9), follow the finger on phones, arrows and keys on desktop,
// and open full screen. Images load responsively from the s/m/l/xl sizes; a broken one shows a placeholder.
import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/ui/icons.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import styles from './gallery.module.css';

/** PRODUCT §9: the gallery transition. */
export const GALLERY_TRANSITION_MS = 500;
const EASE = 'cubic-bezier(0.22, 0.7, 0.2, 1)';
/** A swipe longer than this share of the width turns the page. */
const SWIPE_SHARE = 0.18;

export interface GalleryProps {
  images: readonly TImage[];
  /** The object's title, for the alt texts. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** cover: the page's strip; contain: the full-screen viewer. */
  fit?: 'cover' | 'contain';
  /** The `sizes` attribute: how wide a slide is shown. */
  sizes?: string;
  /** A tap on a slide (not a swipe). */
  onOpen?: () => void;
  className?: string;
}

export function Gallery({
  images,
  title,
  index,
  onIndexChange,
  fit = 'cover',
  sizes = '(min-width: 1024px) 760px, 100vw',
  onOpen,
  className,
}: GalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; dx: number; id: number; horizontal: boolean | null } | null>(
    null,
  );
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));

  const place = useCallback(
    (offsetPx: number, animate: boolean) => {
      const node = track.current;
      if (!node) return;
      node.style.transition = animate ? `transform ${GALLERY_TRANSITION_MS}ms ${EASE}` : 'none';
      node.style.transform = `translate3d(calc(${-current * 100}% + ${offsetPx}px), 0, 0)`;
    },
    [current],
  );
  useEffect(() => place(0, true), [place]);

  const go = (to: number) => onIndexChange(Math.min(Math.max(to, 0), count - 1));

  const onPointerDown = (event: PointerEvent) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { x: event.clientX, y: event.clientY, dx: 0, id: event.pointerId, horizontal: null };
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (d.horizontal === null && Math.hypot(dx, dy) > 6) {
      d.horizontal = Math.abs(dx) > Math.abs(dy);
      if (d.horizontal) (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    }
    if (!d.horizontal) return;
    // Resist at the ends.
    const edge = (current === 0 && dx > 0) || (current === count - 1 && dx < 0);
    d.dx = edge ? dx / 3 : dx;
    place(d.dx, false);
  };
  const onPointerUp = (event: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== event.pointerId) return;
    const width = track.current?.parentElement?.clientWidth ?? 1;
    if (d.horizontal && Math.abs(d.dx) > width * SWIPE_SHARE) {
      const to = d.dx < 0 ? current + 1 : current - 1;
      if (to >= 0 && to < count) {
        onIndexChange(to);
        return;
      }
    }
    place(0, true);
    if (!d.horizontal && onOpen) onOpen();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) {
    return (
      <div className={[styles.gallery, styles.empty, className ?? ''].join(' ')} data-fit={fit}>
        {realtyTexts.gallery.noPhotos}
      </div>
    );
  }

  return (
    <div
      className={[styles.gallery, className ?? ''].join(' ')}
      data-fit={fit}
      role="region"
      aria-roledescription="carousel"
      aria-label={title}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          place(0, true);
        }}
      >
        <div ref={track} className={styles.track} data-testid="gallery-track">
          {images.map((image, i) => (
            <div
              key={image.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(realtyTexts.gallery.counter, i + 1, count)}
              aria-hidden={i !== current || undefined}
            >
              <ResponsiveImage
                image={image}
                alt={`${title}. ${fill(realtyTexts.gallery.photo, i + 1)}`}
                sizes={sizes}
                fit={fit}
                // The neighbours load early so a swipe never shows an empty slide.
                eager={Math.abs(i - current) <= 1}
                large={fit === 'contain'}
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={styles.arrow}
            data-side="prev"
            aria-label={realtyTexts.gallery.previous}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            data-side="next"
            aria-label={realtyTexts.gallery.next}
            disabled={current === count - 1}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon size={22} />
          </button>
          <span className={styles.counter} aria-live="polite">
            {fill(realtyTexts.gallery.counter, current + 1, count)}
          </span>
        </>
      )}
    </div>
  );
}
