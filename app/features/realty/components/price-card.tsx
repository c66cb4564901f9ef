// The summary beside the page (above the details on a phone): prices, areas, deadline, the chessboard, actions,
// and the commission for those who may see it.
import type { ReactNode } from 'react';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { formatArea, formatNumber, formatPrice, formatQuarter } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { saleCountText } from '#shared/card-facts.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Facts } from '#app/components/ui/facts.tsx';
import textStyles from '#app/styles/text.module.css';
import commissionStyles from '#app/styles/commission.module.css';
import styles from './price-card.module.css';

const t = realtyTexts.object;

export function areaRange(from: number | null, to: number | null): string {
  if (from == null) return '';
  if (to == null || to === from) return formatArea(from);
  return `${formatNumber(from)}–${formatArea(to)}`;
}

export function PriceCard({
  object,
  chessHref,
  actions,
  preview,
  mortgage,
}: {
  object: TObjectFull;
  chessHref: string | null;
  actions?: ReactNode;
  mortgage?: ReactNode;
  preview: boolean;
}) {
  const commission = !preview ? object.commission : null;
  // The sales office's first number: the one buyers call (never in a preview, which a client gets from an agent).
  const phone = preview ? undefined : object.contacts[0]?.phone;
  return (
    <div className={styles.card}>
      <div className={styles.prices}>
        {object.price != null ? (
          <>
            <p className={styles.price} data-testid="price-from">
              {fill(t.priceFrom, formatPrice(object.price))}
            </p>
            {object.priceTo != null && object.priceTo !== object.price && (
              <p className={styles.priceTo}>{fill(t.priceTo, formatPrice(object.priceTo))}</p>
            )}
          </>
        ) : (
          <p className={styles.price}>{t.priceOnRequest}</p>
        )}
        {object.squarePrice != null && (
          <p className={textStyles.secondary}>{fill(t.perMeterFrom, formatPrice(object.squarePrice))}</p>
        )}
        {object.area != null && (
          <p className={textStyles.secondary}>{fill(t.areaRange, areaRange(object.area, object.areaTo))}</p>
        )}
        {mortgage}
      </div>
      <Facts
        className={styles.facts}
        items={[
          [t.deadline, object.isFinished ? t.finished : formatQuarter(object.dateBuild) || '—'],
          [t.onSale, saleCountText(object.saleCount, object.flatsCount), 'on-sale'],
        ]}
      />
      <div className={styles.actions}>
        {chessHref && (
          <ButtonLink to={chessHref} size="lg" block>
            {t.openChessLong}
          </ButtonLink>
        )}
        {(phone || actions) && (
          <div className={styles.extra}>
            {phone && (
              <ButtonLink to={`tel:${phone.replace(/[^\d+]/g, '')}`} variant="secondary" block>
                {t.call}
              </ButtonLink>
            )}
            {actions}
          </div>
        )}
      </div>
      {commission && (commission.percent != null || commission.text) && (
        <div className={commissionStyles.commission} data-testid="commission">
          <p className={commissionStyles.title}>{t.commission}</p>
          {commission.percent != null && (
            <p className={styles.commissionValue}>
              {fill(t.commissionPercent, formatNumber(commission.percent))}
            </p>
          )}
          {commission.text && <p className={styles.commissionText}>{commission.text}</p>}
        </div>
      )}
    </div>
  );
}
