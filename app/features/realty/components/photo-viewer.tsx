// The gallery full screen: large images on black, arrows and keys, Escape or × to close.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { TImage } from '#shared/schemas/common.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { Gallery } from './gallery.tsx';
import styles from './photo-viewer.module.css';

export function PhotoViewer({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly TImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    root.current?.querySelector<HTMLElement>('[role="region"]')?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return createPortal(
    <div
      ref={root}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      <Gallery
        images={images}
        title={title}
        index={index}
        onIndexChange={onIndexChange}
        fit="contain"
        sizes="100vw"
      />
      <button type="button" className={styles.close} aria-label={realtyTexts.gallery.close} onClick={onClose}>
        <CloseIcon size={26} />
      </button>
    </div>,
    document.body,
  );
}
