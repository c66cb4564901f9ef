// The page's photo strip with its own state: a tap opens the photos full screen.
import { useState } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { Gallery } from './gallery.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

export function PhotoGallery({
  images,
  title,
  openAtStart = false,
  className,
}: {
  images: readonly TImage[];
  title: string;
  /** `?show=photos`: open full screen at once. */
  openAtStart?: boolean;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(openAtStart);
  return (
    <>
      <Gallery
        images={images}
        title={title}
        index={index}
        onIndexChange={setIndex}
        onOpen={() => setFull(true)}
        className={className}
      />
      {full && images.length > 0 && (
        <PhotoViewer
          images={images}
          title={title}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setFull(false)}
        />
      )}
    </>
  );
}
