// The caller's own resale offers on this complex, each with its status and a link to edit it.
import { Link } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import styles from './own-offers.module.css';

export function OwnOffers({
  offers,
  editHref,
}: {
  offers: TObjectFull['offers'];
  editHref: (offerId: number) => string;
}) {
  return (
    <ul className={styles.list}>
      {offers.map((o) => (
        <li key={o.id}>
          <Link to={editHref(o.id)} className={styles.offer}>
            <span className={styles.status} data-status={OfferStatus.keyOf(o.status)}>
              {OfferStatus.title(o.status)}
            </span>
            <span className={styles.figures}>
              {[formatPrice(o.price), formatArea(o.area)].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.edit}>{realtyTexts.object.ownOfferEdit}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
