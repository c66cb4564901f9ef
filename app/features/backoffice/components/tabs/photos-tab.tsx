// #photos: the gallery. Files are checked and scaled in the browser (app/lib/image-resize.ts), uploaded to
// POST /api/temp_image with a progress bar, then attached; the list sorts, selects and deletes.
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { UploadList } from '#app/components/uploads/upload-list.tsx';
import { PHOTO_ACCEPT, useUploadQueue } from '#app/components/uploads/use-upload-queue.ts';
import { resizePhoto } from '#app/lib/image-resize.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { attachImage, deleteImage, inSequence, reorder } from '#app/resources/backoffice.ts';
import { uploadImage } from '#app/resources/reference.ts';
import { failureText } from '../../lib/error-text.ts';
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

  const addButton = (
    <Button icon={<PlusIcon size={20} />} size="sm" onClick={queue.pick}>
      {t.add}
    </Button>
  );

  return (
    <div className={layoutStyles.stack}>
      <input {...queue.input} accept={PHOTO_ACCEPT} data-testid="photo-input" />
      <UploadList uploads={queue.uploads} label={t.uploading} />
      <SortableList
        items={object.images}
        getKey={(image) => image.id}
        label={backofficeTexts.editor.tabs.photos}
        layout="grid"
        actions={addButton}
        onReorder={(order) => change.mutateAsync(() => reorder(object.id, 'images', order.map(Number)))}
        onDelete={(keys) =>
          change.mutateAsync(() => inSequence(keys.map(Number), (imageId) => deleteImage(object.id, imageId)))
        }
        empty={<EmptyState title={t.empty} text={t.emptyHint} />}
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
