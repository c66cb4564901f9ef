// #photos: the gallery. Files are checked and scaled in the browser (app/lib/image-resize.ts), uploaded to
// POST /api/temp_image with a progress bar, then attached; the list sorts, selects and deletes.
import { useRef, useState, type ChangeEvent } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { resizePhoto } from '#app/lib/image-resize.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { attachImage, deleteImage, inSequence, reorder } from '#app/resources/backoffice.ts';
import { uploadImage } from '#app/resources/reference.ts';
import { failureText } from '../../lib/error-text.ts';
import { UploadProgress, type Upload } from '../upload-progress.tsx';
import styles from './list-tabs.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = backofficeTexts.photos;

export function PhotosTab({ object }: { object: TBackofficeObject }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const change = useObjectChange(object.id);
  const progress = (key: string, fraction: number) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, fraction } : u)));

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const batch = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, fraction: 0, file }));
    setUploads((list) => [...list, ...batch]);
    for (const item of batch) {
      try {
        const resized = await resizePhoto(item.file);
        const image = await uploadImage(resized, { onProgress: (fraction) => progress(item.key, fraction) });
        await change.mutateAsync(() => attachImage(object.id, image.id));
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) {
          toast(fill(t.failed, item.name, failureText(error)), { tone: 'error' });
        }
      } finally {
        setUploads((list) => list.filter((u) => u.key !== item.key));
      }
    }
  };

  const addButton = (
    <Button icon={<PlusIcon size={20} />} size="sm" onClick={() => input.current?.click()}>
      {t.add}
    </Button>
  );

  return (
    <div className={styles.tab}>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        onChange={(event) => void addFiles(event)}
        data-testid="photo-input"
      />
      <UploadProgress uploads={uploads} label={t.uploading} />
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
