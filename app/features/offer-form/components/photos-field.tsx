// The offer's photos: files are checked and scaled to 2048×2048 webp (JPEG where the browser cannot encode webp) in the browser (app/lib/image-resize.ts), then
// sent one by one to …/imageUpload with a progress bar; each photo can be deleted (confirmed). The first is the cover.
import { useState } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { OFFER_LIMITS } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { CloseIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { errorText } from '#app/lib/api-error.ts';
import { resizePhoto, WrongImageFormat } from '#app/lib/image-resize.ts';
import { UploadItems } from '#app/components/uploads/upload-list.tsx';
import { PHOTO_ACCEPT, useUploadQueue } from '#app/components/uploads/use-upload-queue.ts';
import { deletePhoto, uploadPhoto, type OfferKey, type TImagesAnswer } from '#app/resources/user-offers.ts';
import styles from './offer-form.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = userOfferTexts.form;

const why = (error: unknown) => (error instanceof WrongImageFormat ? error.message : errorText(error));

export function PhotosField({
  offerKey,
  images,
  onChange,
  disabled,
}: {
  offerKey: OfferKey;
  images: readonly TImage[];
  /** The server's list after an upload or a delete. */
  onChange: (answer: TImagesAnswer) => void;
  disabled?: boolean;
}) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const confirm = useConfirm();
  const queue = useUploadQueue({
    send: async (file, progress) => onChange(await uploadPhoto(offerKey, await resizePhoto(file), progress)),
    failed: t.uploadFailed,
    why,
  });

  const remove = async (image: TImage) => {
    if (!(await confirm({ title: t.photoDeleteConfirm, confirmLabel: t.photoDelete, danger: true }))) return;
    setDeleting(image.id);
    try {
      onChange(await deletePhoto(offerKey, image.id));
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className={styles.photos}>
      <input {...queue.input} accept={PHOTO_ACCEPT} data-testid="offer-photo-input" />
      {images.length === 0 && queue.uploads.length === 0 && <p className={styles.muted}>{t.photosEmpty}</p>}
      <ul className={styles.photoGrid} aria-label={t.sections.photos}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.photo} data-testid="offer-photo">
            <img src={fileUrl(image.s)} alt={fill(t.photo, index + 1)} loading="lazy" />
            {index === 0 && <span className={styles.cover}>{t.cover}</span>}
            <IconButton
              label={t.photoDelete}
              className={styles.photoDelete}
              onClick={() => void remove(image)}
              disabled={disabled || deleting === image.id}
            >
              <CloseIcon size={16} />
            </IconButton>
          </li>
        ))}
        <UploadItems uploads={queue.uploads} label={t.uploading} itemClassName={styles.photo} />
      </ul>
      <div className={styles.photoActions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<PlusIcon size={18} />}
          onClick={queue.pick}
          disabled={disabled || images.length >= OFFER_LIMITS.photos}
        >
          {t.photosAdd}
        </Button>
        <span className={styles.muted}>{fill(t.photosHint, OFFER_LIMITS.photos)}</span>
      </div>
    </div>
  );
}
