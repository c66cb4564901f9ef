// A unit's card, in a bottom sheet or beside the board on a wide screen (the same content): its data and plan, the resale offers placed on it (the commission column only
// with 'can watch commission') and, for a sold unit, the select/add/edit action (PRODUCT §6).
import { CellStatus, CommissionType, Interior, Layout, isOnSale, type TPayment } from '#shared/enums.ts';
import type { TChessView, TChessViewCell, TChessViewOffer } from '#shared/schemas/realty.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { unitTitle } from '#shared/texts/units.ts';
import { cellUnitKind } from '#shared/unit-kind.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Facts } from '#app/components/ui/facts.tsx';
import { MortgageFrom } from '#app/components/mortgage/mortgage-from.tsx';
import { PriceTrend } from '#app/components/price-history/price-trend.tsx';
import { cellAction, type TCellAction } from '../lib/cell-action.ts';
import { CellSidePanel } from './cell-side-panel.tsx';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './cell-card.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = realtyTexts.cell;

export interface CellCardLinks {
  /** Where an action leads: a new offer tied to the unit, or the user's offer. */
  action: (action: TCellAction, cell: TChessViewCell) => string;
  /** An offer's page; null when it cannot be opened from here. */
  offer: (offer: TChessViewOffer) => string | null;
}

export interface CellCardProps {
  cell: TChessViewCell | null;
  open: boolean;
  onClose: () => void;
  rows: TChessView['rows'];
  viewerId: number | null;
  canWatchCommission: boolean;
  select: boolean;
  /** Absent in preview mode: no actions and no links. */
  links?: CellCardLinks;
  /** The booking's line and buttons, from the route (absent in preview mode). */
  booking?: ReactNode;
  /** The complex's accepted payments: «Ипотека от …» for a unit on sale. */
  payments?: readonly TPayment[];
  /** A bottom sheet over the board (default), or a panel beside it on a wide screen. */
  placement?: 'sheet' | 'side';
}

/** The plan of the unit, or of its floor when the unit has none (typical floors share one). */
function planOf(cell: TChessViewCell, rows: TChessView['rows']) {
  if (cell.data.plan) return cell.data.plan;
  const bottom = cell.bbox[2] - 1;
  return rows.find((r) => r.bbox[0] <= bottom && bottom < r.bbox[2])?.plan ?? null;
}

function commissionText(offer: TChessViewOffer): string {
  if (!offer.commission) return '';
  const { type, price } = offer.commission;
  return [type != null ? CommissionType.title(type) : '', price != null ? formatPrice(price) : '']
    .filter(Boolean)
    .join(', ');
}

const ACTION_LABEL: Record<TCellAction['kind'], string> = { select: t.select, add: t.add, edit: t.edit };

function CellBody({
  cell,
  rows,
  viewerId,
  canWatchCommission,
  select,
  links,
  booking,
  payments,
}: Omit<CellCardProps, 'open' | 'onClose'> & { cell: TChessViewCell }) {
  const d = cell.data;
  const plan = planOf(cell, rows);
  const squarePrice = d.squarePrice ?? (d.price != null && d.area ? Math.round(d.price / d.area) : null);
  const action = links ? cellAction(cell, { userId: viewerId, select }) : null;
  const facts: [string, string][] = [
    [t.floor, d.floor != null ? String(d.floor) : ''],
    [t.layout, d.cntApart != null ? Layout.title(d.cntApart) : ''],
    [t.area, formatArea(d.area)],
    [t.price, formatPrice(d.price)],
    [t.squarePrice, formatPrice(squarePrice)],
    [t.interior, Interior.title(d.interior)],
    [t.promotion, d.isAction ? t.promotionValue : ''],
  ];
  return (
    <div className={styles.body}>
      <span className={styles.status} data-status={CellStatus.keyOf(d.status)}>
        {CellStatus.title(d.status)}
      </span>
      {d.status === CellStatus.fund && <p className={text.secondary}>{t.locked}</p>}
      {booking}
      <Facts items={facts} />
      <MortgageFrom
        price={d.price}
        accepts={payments}
        available={isOnSale(d.status)}
        draftKey={`cell:${cell.id}`}
      />
      {links && <PriceTrend kind="cell" id={cell.id} />}
      {plan && (
        <figure className={styles.plan}>
          <img
            src={fileUrl(plan.m)}
            srcSet={`${fileUrl(plan.m)} 640w, ${fileUrl(plan.l)} 1280w`}
            sizes="(min-width: 600px) 470px, 100vw"
            alt={t.plan}
            loading="lazy"
          />
        </figure>
      )}
      {cell.offers.length > 0 && (
        <section className={layout.stackSm}>
          <h3 className={styles.offersTitle}>{t.offers}</h3>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t.offerId}</th>
                  <th>{t.offerOwner}</th>
                  <th>{t.offerArea}</th>
                  <th>{t.offerPrice}</th>
                  {canWatchCommission && <th>{t.offerCommission}</th>}
                </tr>
              </thead>
              <tbody>
                {cell.offers.map((offer) => {
                  const href = links?.offer(offer) ?? null;
                  return (
                    <tr key={offer.id}>
                      <td>{href ? <Link to={href}>{offer.id}</Link> : offer.id}</td>
                      <td data-wrap>{offer.ownerId === viewerId ? t.you : (offer.ownerName ?? t.noName)}</td>
                      <td>{formatArea(offer.area)}</td>
                      <td>{formatPrice(offer.price)}</td>
                      {canWatchCommission && <td data-wrap>{commissionText(offer)}</td>}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {action && links && (
        <div className={layout.stackSm}>
          {action.kind !== 'edit' && <p className={text.secondary}>{t.actionHint}</p>}
          <ButtonLink to={links.action(action, cell)} size="lg" block>
            {ACTION_LABEL[action.kind]}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

export function CellCard({ open, onClose, placement = 'sheet', ...props }: CellCardProps) {
  const { cell } = props;
  // «Квартира № 15», «Машино-место № М-5», «Помещение № Н-2»: the noun by the unit's kind (shared/unit-kind.ts).
  const title = cell ? unitTitle(cellUnitKind(cell, props.rows), cell.data.number) : t.untitled;
  const body = cell && <CellBody {...props} cell={cell} />;
  return placement === 'side' ? (
    <CellSidePanel title={title} cellId={open && cell ? cell.id : null} onClose={onClose}>
      {body}
    </CellSidePanel>
  ) : (
    <BottomSheet open={open && !!cell} onClose={onClose} title={title}>
      {body}
    </BottomSheet>
  );
}
