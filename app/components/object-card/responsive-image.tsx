// A photo loaded responsively from its s/m/l/xl variants; a broken image gives way to the 'image unavailable'
// placeholder (PRODUCT §8) instead of the browser's broken-image icon.
import { useState } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { IMAGE_SIZES } from '#shared/image-sizes.ts';
import { searchTexts } from '#shared/texts/search.ts';
import styles from './object-card.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

export function srcSetOf(image: TImage): string {
  return (['s', 'm', 'l', 'xl'] as const)
    .map((size) => `${fileUrl(image[size])} ${IMAGE_SIZES[size]}w`)
    .join(', ');
}

export interface ResponsiveImageProps {
  image: TImage | null;
  alt: string;
  /** How wide the image is drawn, for the browser's choice of variant. */
  sizes: string;
  /** Above the fold: load at once and with high priority. */
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, alt, sizes, eager = false, className }: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!image || failedSrc === image.m) {
    return (
      <div className={[styles.placeholder, className ?? ''].join(' ')} role="img" aria-label={alt}>
        <span>{image ? searchTexts.card.imageUnavailable : searchTexts.card.noPhoto}</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={fileUrl(image.m)}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(image.m)}
    />
  );
}
