// /cabinet/compare: the compared offers and units side by side. The row titles stay pinned on the left while the
// columns scroll (a swipe on a phone); rows whose values differ are tinted and marked, and «Только различия» hides
// the rest.
import { useState } from 'react';
import { Link } from 'react-router';
import { CompareKind } from '#shared/compare.ts';
import type { TCompareItem } from '#shared/schemas/compare.ts';
import { compareTexts } from '#shared/texts/compare.ts';
import { ResponsiveImage } from '#app/components/object-card/responsive-image.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import type { CompareRef } from '#app/resources/compare.ts';
import { compareRows } from '../lib/compare-rows.ts';
import layout from '#app/styles/layout.module.css';
import styles from './compare-table.module.css';

const t = compareTexts.page;

/** An offer's page, or the unit's chessboard with its card open. */
export function itemHref(item: TCompareItem): string | null {
  if (item.kind === CompareKind.offer) return paths.offer(item.itemId);
  if (item.objectId == null) return null;
  return paths.realtyChess(item.objectId, item.sectionId ?? undefined, { cell: item.itemId });
}

function Head({ item, onRemove, busy }: { item: TCompareItem; onRemove: () => void; busy: boolean }) {
  const href = itemHref(item);
  return (
    <div className={layout.stackXs}>
      <div className={styles.photo}>
        <ResponsiveImage image={item.image} alt={item.title} sizes="(min-width: 900px) 260px, 170px" />
        <button
          type="button"
          className={styles.remove}
          aria-label={`${t.remove}: ${item.title}`}
          disabled={busy}
          onClick={onRemove}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      {href ? (
        <Link className={styles.itemTitle} to={href}>
          {item.title}
        </Link>
      ) : (
        <span className={styles.itemTitle}>{item.title}</span>
      )}
      {item.place && <span className={styles.place}>{item.place}</span>}
      {!item.available && <span className={styles.unavailable}>{t.unavailable}</span>}
    </div>
  );
}

export interface CompareTableProps {
  items: TCompareItem[];
  onRemove: (ref: CompareRef) => void;
  busy?: boolean;
}

export function CompareTable({ items, onRemove, busy = false }: CompareTableProps) {
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows = compareRows(items).filter((row) => !onlyDiff || row.differs);
  return (
    <div className={layout.stackMd}>
      {items.length > 1 && (
        <Checkbox checked={onlyDiff} onChange={setOnlyDiff} className={styles.toggle}>
          {t.onlyDiff}
        </Checkbox>
      )}
      <div className={styles.scroller} data-testid="compare-scroller">
        <table className={styles.table} style={{ ['--columns' as string]: items.length }}>
          <thead>
            <tr>
              <td className={styles.corner} />
              {items.map((item) => (
                <th key={`${item.kind}-${item.itemId}`} scope="col" className={styles.column}>
                  <Head
                    item={item}
                    busy={busy}
                    onRemove={() => onRemove({ kind: item.kind, itemId: item.itemId })}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-differs={row.differs || undefined}
                data-testid={`compare-row-${row.key}`}
              >
                <th scope="row" className={styles.rowTitle}>
                  {row.title}
                  {row.differs && <span className="visually-hidden">{t.differs}</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className={styles.cell} data-key={row.key}>
                    {value || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
