// The documents of a complex: an icon by type, the name, size and date; open in a new tab or download.
import type { TDocument } from '#shared/schemas/object.ts';
import { documentLabel } from '#shared/file-name.ts';
import { formatDate, formatNumber } from '#shared/format.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import listStyles from '#app/styles/list.module.css';
import listRow from '#app/styles/list-row.module.css';
import styles from './documents-list.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const KIND: Record<string, 'pdf' | 'word' | 'sheet' | 'image'> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  jpg: 'image',
  png: 'image',
};

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} МБ`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} КБ`;
}

export function DocumentIcon({ ext }: { ext: string }) {
  return (
    <span className={styles.icon} data-kind={KIND[ext] ?? 'pdf'} aria-hidden="true">
      <svg width="32" height="40" viewBox="0 0 32 40">
        <path
          d="M4 1h17l10 10v26a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z"
          fill="currentColor"
          opacity="0.14"
        />
        <path d="M21 1v8a2 2 0 0 0 2 2h8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M4 1h17l10 10v26a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span className={styles.ext}>{ext.toUpperCase()}</span>
    </span>
  );
}

export function DocumentsList({ documents }: { documents: readonly TDocument[] }) {
  return (
    <ul className={listStyles.plain}>
      {documents.map((d) => (
        <li key={d.id} className={styles.item}>
          <DocumentIcon ext={d.ext} />
          <div className={listRow.text}>
            <a
              className={styles.name}
              href={fileUrl(d.url)}
              target="_blank"
              rel="noopener noreferrer"
              title={d.name}
            >
              {documentLabel(d.name, d.ext)}
            </a>
            <span className={styles.meta}>
              {size(d.size)} · {formatDate(d.created)}
            </span>
          </div>
          <div className={styles.links}>
            <a href={fileUrl(d.url)} target="_blank" rel="noopener noreferrer">
              {realtyTexts.object.open}
            </a>
            <a href={fileUrl(d.url)} download={d.name}>
              {realtyTexts.object.download}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
