// #documents: pdf, jpg, png, docx, doc, xls, xlsx (checked by content on the server), uploaded with a progress bar;
// the list sorts, selects and deletes.
import { useRef, useState, type ChangeEvent } from 'react';
import { documentLabel } from '#shared/file-name.ts';
import { formatDate } from '#shared/format.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ExternalIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { deleteDocument, inSequence, reorder, uploadDocument } from '#app/resources/backoffice.ts';
import { failureText } from '../../lib/error-text.ts';
import { UploadProgress, type Upload } from '../upload-progress.tsx';
import row from '#app/styles/list-row.module.css';
import styles from './list-tabs.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = backofficeTexts.documents;

/** 1,2 МБ / 340 КБ */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}

export function DocumentsTab({ object }: { object: TBackofficeObject }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const change = useObjectChange(object.id);

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const [i, file] of files.entries()) {
      const key = `${Date.now()}-${i}`;
      setUploads((list) => [...list, { key, name: file.name, fraction: 0 }]);
      try {
        await change.mutateAsync(() =>
          uploadDocument(object.id, file, (fraction) =>
            setUploads((list) => list.map((u) => (u.key === key ? { ...u, fraction } : u))),
          ),
        );
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) {
          toast(fill(backofficeTexts.photos.failed, file.name, failureText(error)), { tone: 'error' });
        }
      } finally {
        setUploads((list) => list.filter((u) => u.key !== key));
      }
    }
  };

  return (
    <div className={styles.tab}>
      <input
        ref={input}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx"
        multiple
        hidden
        onChange={(event) => void addFiles(event)}
        data-testid="document-input"
      />
      <UploadProgress uploads={uploads} label={t.uploading} />
      <SortableList
        items={object.documents}
        getKey={(d) => d.id}
        label={backofficeTexts.editor.tabs.documents}
        actions={
          <Button icon={<PlusIcon size={20} />} size="sm" onClick={() => input.current?.click()}>
            {t.add}
          </Button>
        }
        onReorder={(order) => change.mutateAsync(() => reorder(object.id, 'documents', order.map(Number)))}
        onDelete={(keys) =>
          change.mutateAsync(() => inSequence(keys.map(Number), (docId) => deleteDocument(object.id, docId)))
        }
        empty={<EmptyState title={t.empty} text={`${t.emptyHint} ${t.hint}.`} />}
        renderItem={(doc) => (
          <div className={row.row}>
            <span className={styles.ext}>{doc.ext}</span>
            <span className={row.text}>
              <span className={row.title} title={doc.name}>
                {documentLabel(doc.name, doc.ext)}
              </span>
              <span className={row.meta}>
                {fileSize(doc.size)} · {formatDate(doc.created)}
              </span>
            </span>
            <a
              className={styles.link}
              href={fileUrl(doc.url)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={doc.name}
            >
              <ExternalIcon size={20} />
            </a>
          </div>
        )}
      />
    </div>
  );
}
