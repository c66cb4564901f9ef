// #photos: the gallery. Files are checked and scaled in the browser (app/lib/image-resize.ts), uploaded to
// POST /api/temp_image with a progress bar, then attached; the list sorts, selects and deletes.
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { UploadList } from '#app/components/uploads/upload-list.tsx';
import { PHOTO_ACCEPT, useUploadQueue } from '#app/components/uploads/use-upload-queue.ts';
import { resizePhoto } from '#app/lib/image-resize.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { attachImage, deleteImage } from '#app/resources/backoffice.ts';
import { uploadImage } from '#app/resources/reference.ts';
import { failureText } from '../../lib/error-text.ts';
import { ObjectList } from './object-list.tsx';
import layoutStyles from '#app/styles/layout.module.css';
import styles from './list-tabs.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = backofficeTexts.photos;

export function PhotosTab({ object }: { object: TBackofficeObject }) {
  const change = useObjectChange(object.id);
  const queue = useUploadQueue({
    send: async (file, progress) => {
      const image = await uploadImage(await resizePhoto(file), { onProgress: progress });
      await change.mutateAsync(() => attachImage(object.id, image.id));
    },
    failed: t.failed,
    why: failureText,
  });

  return (
    <div className={layoutStyles.stack}>
      <input {...queue.input} accept={PHOTO_ACCEPT} data-testid="photo-input" />
      <UploadList uploads={queue.uploads} label={t.uploading} />
      <ObjectList
        object={object}
        list="images"
        items={object.images}
        label={backofficeTexts.editor.tabs.photos}
        layout="grid"
        add={{ label: t.add, onClick: queue.pick }}
        remove={deleteImage}
        empty={{ title: t.empty, text: t.emptyHint }}
        renderItem={(image, { index }) => (
          <figure className={styles.photo}>
            <img src={fileUrl(image.s)} alt={fill(t.photo, index + 1)} loading="lazy" />
            {index === 0 && <figcaption className={styles.cover}>{t.cover}</figcaption>}
          </figure>
        )}
      />
    </div>
  );
}
