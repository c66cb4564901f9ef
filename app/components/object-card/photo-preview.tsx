// The photo preview overlay of a card (PRODUCT §2): the object's first photos, one at a time, with arrows, swipes and
// the keyboard; a button leads on to the object's page.
import { useRef, useState, type TouchEvent } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/ui/icons.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import styles from './photo-preview.module.css';

const t = searchTexts.card;
/** A horizontal move longer than this is a swipe. */
const SWIPE_PX = 50;

export default function PhotoPreview({
  open,
  onClose,
  images,
  title,
  href,
}: {
  open: boolean;
  onClose: () => void;
  images: TImage[];
  title: string;
  href: string;
}) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      fullSize
      footer={
        <ButtonLink to={href} variant="primary" onClick={onClose}>
          {t.openObject}
        </ButtonLink>
      }
    >
      <div
        className={styles.stage}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
        tabIndex={0}
        data-autofocus
        role="group"
        aria-roledescription="carousel"
        aria-label={t.photos}
      >
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((image, i) => (
            <div
              key={image.id}
              className={styles.slide}
              aria-hidden={i !== index}
              role="group"
              aria-label={fill(t.photoOf, i + 1, count)}
            >
              <ResponsiveImage
                image={image}
                alt={`${title} — ${fill(t.photoOf, i + 1, count)}`}
                sizes="(min-width: 960px) 960px, 100vw"
                eager={Math.abs(i - index) <= 1}
                className={styles.image}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-side="left"
              onClick={() => go(-1)}
              aria-label={t.previous}
            >
              <ChevronLeftIcon size={28} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="right"
              onClick={() => go(1)}
              aria-label={t.next}
            >
              <ChevronRightIcon size={28} />
            </button>
            <span className={styles.counter} aria-live="polite">
              {fill(t.photoOf, index + 1, count)}
            </span>
          </>
        )}
      </div>
    </Modal>
  );
}
