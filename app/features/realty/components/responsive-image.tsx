// An image from its s/m/l/xl webp sizes, picked by the browser from `sizes`; a broken one shows a placeholder.
import { useState } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { IMAGE_SIZES } from '#shared/image-sizes.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import styles from './responsive-image.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

export function srcSetOf(image: TImage, large = false): string {
  const set = [
    `${fileUrl(image.s)} ${IMAGE_SIZES.s}w`,
    `${fileUrl(image.m)} ${IMAGE_SIZES.m}w`,
    `${fileUrl(image.l)} ${IMAGE_SIZES.l}w`,
  ];
  if (large) set.push(`${fileUrl(image.xl)} ${IMAGE_SIZES.xl}w`);
  return set.join(', ');
}

export function ResponsiveImage({
  image,
  alt,
  sizes,
  fit = 'cover',
  eager = false,
  large = false,
  className,
}: {
  image: TImage;
  alt: string;
  sizes: string;
  fit?: 'cover' | 'contain';
  eager?: boolean;
  /** Offer the xl size too (full screen). */
  large?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className={[styles.placeholder, className ?? ''].join(' ')} role="img" aria-label={alt}>
        <span>{realtyTexts.gallery.unavailable}</span>
      </div>
    );
  }
  return (
    <img
      className={[styles.image, className ?? ''].join(' ')}
      data-fit={fit}
      src={fileUrl(image.m)}
      srcSet={srcSetOf(image, large)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setBroken(true)}
    />
  );
}
