// #documents: pdf, jpg, png, docx, doc, xls, xlsx (checked by content on the server), uploaded with a progress bar;
// the list sorts, selects and deletes.
import { documentLabel } from '#shared/file-name.ts';
import { formatDate } from '#shared/format.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { ExternalIcon } from '#app/components/ui/icons.tsx';
import { UploadList } from '#app/components/uploads/upload-list.tsx';
import { useUploadQueue } from '#app/components/uploads/use-upload-queue.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { deleteDocument, uploadDocument } from '#app/resources/backoffice.ts';
import { failureText } from '../../lib/error-text.ts';
import { ObjectList } from './object-list.tsx';
import row from '#app/styles/list-row.module.css';
import layout from '#app/styles/layout.module.css';
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
  const change = useObjectChange(object.id);
  const queue = useUploadQueue({
    send: (file, progress) => change.mutateAsync(() => uploadDocument(object.id, file, progress)),
    failed: backofficeTexts.photos.failed,
    why: failureText,
  });

  return (
    <div className={layout.stack}>
      <input
        {...queue.input}
        accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx"
        data-testid="document-input"
      />
      <UploadList uploads={queue.uploads} label={t.uploading} />
      <ObjectList
        object={object}
        list="documents"
        items={object.documents}
        label={backofficeTexts.editor.tabs.documents}
        add={{ label: t.add, onClick: queue.pick }}
        remove={deleteDocument}
        empty={{ title: t.empty, text: `${t.emptyHint} ${t.hint}.` }}
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
