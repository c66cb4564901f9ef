// The offer's photos: files are checked and scaled to 2048×2048 webp (JPEG where the browser cannot encode webp) in the browser (app/lib/image-resize.ts), then
// sent one by one to …/imageUpload with a progress bar; each photo can be deleted (confirmed). The first is the cover.
import { useRef, useState, type ChangeEvent } from 'react';
import type { TImage } from '#shared/schemas/common.ts';
import { OFFER_LIMITS } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { CloseIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { resizePhoto, WrongImageFormat } from '#app/lib/image-resize.ts';
import { deletePhoto, uploadPhoto, type OfferKey, type TImagesAnswer } from '#app/resources/user-offers.ts';
import styles from './offer-form.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = userOfferTexts.form;

interface Upload {
  key: string;
  name: string;
  fraction: number;
}

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
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const confirm = useConfirm();

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const batch = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, fraction: 0, file }));
    setUploads((list) => [...list, ...batch]);
    for (const item of batch) {
      const progress = (fraction: number) =>
        setUploads((list) => list.map((u) => (u.key === item.key ? { ...u, fraction } : u)));
      try {
        const resized = await resizePhoto(item.file);
        onChange(await uploadPhoto(offerKey, resized, progress));
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) {
          toast(fill(t.uploadFailed, item.name, why(error)), { tone: 'error' });
        }
      } finally {
        setUploads((list) => list.filter((u) => u.key !== item.key));
      }
    }
  };

  const remove = async (image: TImage) => {
    if (!(await confirm({ title: t.photoDeleteConfirm, confirmLabel: t.photoDelete, danger: true }))) return;
    setDeleting(image.id);
    try {
      onChange(await deletePhoto(offerKey, image.id));
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className={styles.photos}>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        onChange={(event) => void addFiles(event)}
        data-testid="offer-photo-input"
      />
      {images.length === 0 && uploads.length === 0 && <p className={styles.muted}>{t.photosEmpty}</p>}
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
        {uploads.map((u) => (
          <li key={u.key} className={styles.photo} data-uploading>
            <span className={styles.uploadName}>{fill(t.uploading, u.name)}</span>
            <progress
              className={styles.progress}
              max={1}
              value={u.fraction}
              aria-label={fill(t.uploading, u.name)}
              data-testid="upload-progress"
            />
          </li>
        ))}
      </ul>
      <div className={styles.photoActions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<PlusIcon size={18} />}
          onClick={() => input.current?.click()}
          disabled={disabled || images.length >= OFFER_LIMITS.photos}
        >
          {t.photosAdd}
        </Button>
        <span className={styles.muted}>{fill(t.photosHint, OFFER_LIMITS.photos)}</span>
      </div>
    </div>
  );
}
