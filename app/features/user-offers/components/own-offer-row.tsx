// One of the owner's offers: photo, title, price and area, status line, and what can be done with it now.
import { Link } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { formatArea, formatDate, formatPrice } from '#shared/format.ts';
import type { TOwnOfferCard } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import styles from './own-offers.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = userOfferTexts.list;

function statusLine(offer: TOwnOfferCard): string {
  if (offer.status === OfferStatus.disabled) return t.disabledMark;
  if (offer.status === OfferStatus.archive) return fill(t.archivedOn, formatDate(offer.updatedAt));
  if (offer.status === OfferStatus.active && offer.activatedAt) {
    return fill(t.activatedOn, formatDate(offer.activatedAt));
  }
  return fill(t.updatedOn, formatDate(offer.updatedAt));
}

/** The area, unless the title (generated as «2-комн. квартира, 44 м²») already says it. */
function areaFact(offer: TOwnOfferCard): string | null {
  if (!offer.area) return null;
  const area = formatArea(offer.area);
  return offer.title.includes(area) ? null : area;
}

export function OwnOfferRow({
  offer,
  busy,
  onActivate,
  onDelete,
}: {
  offer: TOwnOfferCard;
  busy: boolean;
  onActivate: () => void;
  onDelete: () => void;
}) {
  const activateLabel =
    offer.status === OfferStatus.active
      ? t.renew
      : offer.status === OfferStatus.archive
        ? t.restore
        : t.activate;
  return (
    <li className={styles.row} data-status={offer.status} data-testid="own-offer">
      <Link to={paths.editOffer(offer.id)} className={styles.photo} tabIndex={-1} aria-hidden="true">
        {offer.image ? (
          <img src={fileUrl(offer.image.s)} alt="" loading="lazy" />
        ) : (
          <span className={styles.noPhoto} />
        )}
      </Link>
      <div className={styles.info}>
        <Link to={paths.editOffer(offer.id)} className={styles.title}>
          {offer.title}
        </Link>
        <p className={styles.facts}>
          <strong>{offer.price ? formatPrice(offer.price) : t.noPrice}</strong>
          {areaFact(offer) && <span>{areaFact(offer)}</span>}
        </p>
        <p className={styles.address}>{offer.address || offer.object?.title || t.noAddress}</p>
        <p className={styles.status} data-status={offer.status}>
          {statusLine(offer)}
        </p>
      </div>
      <div className={styles.actions}>
        {offer.status !== OfferStatus.disabled && (
          <Button
            size="sm"
            variant={offer.status === OfferStatus.active ? 'secondary' : 'primary'}
            onClick={onActivate}
            disabled={busy}
          >
            {activateLabel}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
