// The gallery full screen: large images on black, arrows and keys, Escape or × to close. A native modal <dialog>
// (use-modal-dialog.ts): the page behind is inert, the scroll lock is the app's one, focus returns to the photo.
import { useRef } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { DialogPortal } from '#app/components/ui/dialog-portal.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';
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
  const root = useRef<HTMLDialogElement>(null);
  // The gallery's region takes focus: its arrow keys turn the photos at once.
  const handle = useModalDialog(root, true, {
    onCancel: onClose,
    initial: () => root.current?.querySelector<HTMLElement>('[role="region"]'),
  });
  return (
    <DialogPortal handle={handle}>
      <dialog ref={root} className={styles.viewer} role="dialog" aria-label={title} tabIndex={-1}>
        <Gallery
          images={images}
          title={title}
          index={index}
          onIndexChange={onIndexChange}
          fit="contain"
          sizes="100vw"
        />
        <button
          type="button"
          className={styles.close}
          aria-label={realtyTexts.gallery.close}
          onClick={onClose}
        >
          <CloseIcon size={26} />
        </button>
      </dialog>
    </DialogPortal>
  );
}
