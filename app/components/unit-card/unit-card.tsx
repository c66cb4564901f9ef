// A unit of a chessboard as a card, in a collection and in a sent link: its plan, price and ₽/м², number, layout,
// area and floor, its complex, building and section, its status, and a link to its place on the chessboard.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CellStatus, Layout } from '#shared/enums.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import type { TUnitCard } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { fileUrl } from '#app/lib/api-origin.ts';
import objectCard from '#app/components/object-card/object-card.module.css';
import styles from './unit-card.module.css';

const t = liveTexts.unit;

export const unitHeading = (unit: Pick<TUnitCard, 'number'>) =>
  unit.number ? fill(t.title, unit.number) : t.untitled;

export interface UnitCardProps {
  unit: TUnitCard;
  /** Its place on the chessboard; null: not linked (it cannot be opened from here). */
  chessHref: string | null;
  /** Buttons or the client's reactions, under the facts. */
  actions?: ReactNode;
  eager?: boolean;
}

export function UnitCard({ unit, chessHref, actions, eager = false }: UnitCardProps) {
  const facts = [
    unit.cntApart != null ? Layout.title(unit.cntApart) : '',
    formatArea(unit.area),
    unit.floor != null ? fill(t.floor, unit.floor) : '',
  ].filter(Boolean);
  const title = unitHeading(unit);
  return (
    <article className={styles.card} data-testid="unit-card">
      <div className={styles.media}>
        {unit.plan ? (
          <img
            className={styles.plan}
            src={fileUrl(unit.plan.m)}
            srcSet={`${fileUrl(unit.plan.m)} 640w, ${fileUrl(unit.plan.l)} 1280w`}
            sizes="(min-width: 1024px) 360px, (min-width: 600px) 50vw, 100vw"
            alt={`${t.plan}: ${title}`}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className={styles.noPlan}>{t.noPlan}</span>
        )}
        <span className={styles.status} data-status={CellStatus.keyOf(unit.status)}>
          {CellStatus.title(unit.status)}
        </span>
      </div>
      <div className={objectCard.body}>
        <div className={objectCard.priceRow}>
          <span className={objectCard.price}>{formatPrice(unit.price)}</span>
          {unit.squarePrice != null && (
            <span className={objectCard.squarePrice}>{fill(t.perMeter, formatPrice(unit.squarePrice))}</span>
          )}
        </div>
        <h3 className={styles.title}>{title}</h3>
        {facts.length > 0 && <p className={styles.fact}>{facts.join(' · ')}</p>}
        <p className={styles.place}>
          {unit.objectTitle} · {fill(t.place, unit.pavilionName, unit.sectionName)}
        </p>
        {chessHref && (
          <Link className={styles.chess} to={chessHref}>
            <BuildingIcon size={18} />
            {t.onChess}
          </Link>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
