// The resale offer page's content from its data: photos and map come in as slots (the route composes them), so
// the snapshot preview can reuse it; `preview` hides the commission, the favourite button and the owner's tools.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CommissionType, Interior, Layout, OfferStatus, RoomType } from '#shared/enums.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { formatArea, formatDate, formatPhone, formatPrice } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { Facts } from '#app/components/ui/facts.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { MortgageFrom } from '#app/components/mortgage/mortgage-from.tsx';
import { PriceTrend } from '#app/components/price-history/price-trend.tsx';
import page from '#app/styles/object-page.module.css';
import layoutStyles from '#app/styles/layout.module.css';
import textStyles from '#app/styles/text.module.css';
import commissionStyles from '#app/styles/commission.module.css';
import styles from './offer-view.module.css';

const t = realtyTexts.offer;

export interface OfferLinks {
  /** Where the offer's complex opens; null: shown by name only (a preview, when the link holds no such complex). */
  complex: (objectId: number) => string | null;
  edit?: (offerId: number) => string;
  chess?: (objectId: number, sectionId: number, cellId: number) => string;
}

export interface OfferViewProps {
  offer: TOfferFull;
  gallery: ReactNode;
  map: ReactNode;
  links: OfferLinks;
  actions?: ReactNode;
  preview?: boolean;
}

export function OfferView({ offer, gallery, map, links, actions, preview = false }: OfferViewProps) {
  const owner = !preview && offer.isOwner;
  const commission = !preview ? offer.commission : null;
  const phone = offer.contact.phone;
  const complexHref = offer.object ? links.complex(offer.object.id) : null;
  const onChess =
    offer.object && offer.sectionId != null && offer.cellId != null && links.chess
      ? links.chess(offer.object.id, offer.sectionId, offer.cellId)
      : null;
  return (
    <div className={page.page}>
      {gallery}
      <div className={page.layout}>
        <header className={page.head}>
          {owner && (
            <div className={layoutStyles.spread}>
              <span className={styles.status} data-status={OfferStatus.keyOf(offer.status)}>
                {t.status}: {OfferStatus.title(offer.status)}
              </span>
              {links.edit && (
                <Link to={links.edit(offer.id)} className={styles.edit}>
                  {t.edit}
                </Link>
              )}
            </div>
          )}
          {owner && offer.status !== OfferStatus.active && (
            <p className={styles.notice} data-tone={offer.disabledAt ? 'danger' : 'warning'}>
              {offer.disabledAt ? t.disabled : t.notActive}
            </p>
          )}
          <h1 className={page.title}>{offer.title}</h1>
          {offer.address && <p className={styles.address}>{offer.address}</p>}
          {offer.subregion && (
            <p className={textStyles.secondary}>
              {[offer.subregion.parent?.name, offer.subregion.name].filter(Boolean).join(', ')}
            </p>
          )}
          {offer.object && (
            <p className={styles.complex}>
              {t.complex}:{' '}
              {complexHref ? <Link to={complexHref}>{offer.object.title}</Link> : offer.object.title}
              {onChess && (
                <>
                  {' · '}
                  <Link to={onChess}>{t.onChess}</Link>
                </>
              )}
            </p>
          )}
        </header>

        <aside className={page.aside}>
          <div className={styles.card}>
            <p className={styles.price} data-testid="offer-price">
              {formatPrice(offer.price)}
            </p>
            {offer.squarePrice != null && (
              <p className={textStyles.secondary}>{fill(t.perMeter, formatPrice(offer.squarePrice))}</p>
            )}
            <MortgageFrom price={offer.price} accepts="resale" />
            {!preview && <PriceTrend kind="offer" id={offer.id} />}
            {commission && (commission.type != null || commission.price != null) && (
              <div className={commissionStyles.commission} data-testid="offer-commission">
                <p className={commissionStyles.title}>{t.commission}</p>
                <p className={styles.commissionValue}>
                  {[CommissionType.title(commission.type), formatPrice(commission.price)]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              </div>
            )}
            {(offer.contact.name || phone) && (
              <div className={styles.contact}>
                <p className={textStyles.secondary}>{t.contact}</p>
                {offer.contact.name && <p className={styles.contactName}>{offer.contact.name}</p>}
                {phone && <p className={styles.contactPhone}>{formatPhone(phone)}</p>}
                {phone && (
                  <div className={styles.contactActions}>
                    <ButtonLink to={`tel:${phone}`} reloadDocument block>
                      {t.call}
                    </ButtonLink>
                    <ButtonLink to={`sms:${phone}`} reloadDocument variant="secondary" block>
                      {t.write}
                    </ButtonLink>
                  </div>
                )}
              </div>
            )}
            {!preview && actions && <div className={styles.actions}>{actions}</div>}
          </div>
        </aside>

        <div className={styles.body}>
          <Facts
            className={styles.facts}
            items={[
              [t.layout, offer.cntApart != null && Layout.title(offer.cntApart)],
              [t.roomType, offer.roomType != null && RoomType.title(offer.roomType)],
              [t.area, formatArea(offer.area)],
              [
                t.floor,
                offer.floor != null &&
                  (offer.floorsTotal ? fill(t.floorOf, offer.floor, offer.floorsTotal) : String(offer.floor)),
              ],
              [t.interior, offer.interior != null && Interior.title(offer.interior)],
              [t.price, formatPrice(offer.price)],
            ]}
          />
          {offer.description && (
            <section className={styles.section}>
              <h2 className={page.sectionTitle}>{t.description}</h2>
              {offer.description
                .split(/\n+/)
                .filter(Boolean)
                .map((line, i) => (
                  <p key={i} className={styles.text}>
                    {line}
                  </p>
                ))}
            </section>
          )}
          <section className={styles.section}>
            <h2 className={page.sectionTitle}>{t.location}</h2>
            {map}
          </section>
          <p className={textStyles.secondary}>{fill(t.updated, formatDate(offer.updatedAt))}</p>
        </div>
      </div>
    </div>
  );
}
