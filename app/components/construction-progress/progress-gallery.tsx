// A report's photos as a strip that snaps photo by photo: a finger swipes it natively on a phone, the arrows (buttons
// and the keyboard's ← →) move it on a desktop; the caption and «Фото 2 из 7» follow the photo in view.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TProgressPhoto } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { progressTexts } from '#shared/texts/progress.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/ui/icons.tsx';
import styles from './progress.module.css';

const t = progressTexts.page;

export function ProgressGallery({ photos, label }: { photos: readonly TProgressPhoto[]; label: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  // The photo in view is the one whose left edge is nearest the strip's.
  const onScroll = useCallback(() => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(photos.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  }, [photos.length]);

  const go = (to: number) => {
    const el = strip.current;
    const next = Math.min(photos.length - 1, Math.max(0, to));
    setIndex(next);
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  useEffect(() => setIndex(0), [photos]);
  if (photos.length === 0) return null;
  const current = photos[index] ?? photos[0]!;
  return (
    <div className={styles.gallery} role="group" aria-roledescription="карусель" aria-label={label}>
      <div className={styles.frame}>
        <div
          ref={strip}
          className={styles.strip}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          tabIndex={0}
          aria-label={fill(t.position, index + 1, photos.length)}
          data-testid="progress-gallery"
        >
          {photos.map((photo, i) => (
            <figure key={photo.image.id} className={styles.slide} aria-hidden={i !== index || undefined}>
              <img
                src={photo.image.l}
                srcSet={`${photo.image.m} 800w, ${photo.image.l} 1200w, ${photo.image.xl} 2048w`}
                sizes="(min-width: 900px) 720px, 100vw"
                alt={photo.caption || fill(t.position, i + 1, photos.length)}
                loading={i === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
            </figure>
          ))}
        </div>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={t.prev}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(index + 1)}
              disabled={index === photos.length - 1}
              aria-label={t.next}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      <p className={styles.caption} aria-live="polite">
        <span className={styles.position}>{fill(t.position, index + 1, photos.length)}</span>
        {current.caption && <span>{current.caption}</span>}
      </p>
    </div>
  );
}
