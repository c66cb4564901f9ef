// The card of a complex or a resale offer, shared by every list of the app (PRODUCT §2 Object cards): the favourite
// heart, badges, a photo that opens a preview overlay when there are several (otherwise the page), the figures.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { TPartner } from '#shared/schemas/object.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { HeartIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import {
  areaLine,
  cardBadges,
  commissionLine,
  deadlineLine,
  floorLine,
  layoutsLine,
  placeLine,
  priceLine,
  relevantLine,
  saleLine,
  squarePriceLine,
} from '#shared/card-facts.ts';
import { BadgeList, type BadgeItem } from '../ui/badge.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import styles from './object-card.module.css';

const PhotoPreview = lazy(() => import('./photo-preview.tsx'));

const t = searchTexts.card;

export interface ObjectCardProps {
  item: TListItem;
  /** Asks the server to flip the heart; the card shows the new state once the caller's cache says so. */
  onToggleFavorite?: (item: TListItem) => Promise<unknown> | void;
  /** Extra buttons under the figures (e.g. «В подборку»). */
  actions?: ReactNode;
  /** The partner company behind one of the complex's builders, if any. */
  partner?: TPartner | null;
  /** The first cards of a list load their photo at once. */
  eager?: boolean;
  /** How wide the card is drawn (the photo's `sizes`). */
  imageSizes?: string;
  /** compact: a smaller photo beside the text (map card). */
  layout?: 'vertical' | 'horizontal';
  /** Where the card leads instead of the object's own page (a snapshot's preview page). */
  href?: string;
  /** Where an offer's complex opens instead of its page; null: named without a link (a snapshot lacking it). */
  complexHref?: (objectId: number) => string | null;
  /** The list is under the user's own filter: a complex also says how many of its units match it. */
  filtered?: boolean;
  /** Badges a list adds in front of the card's own (a saved filter's «Новое», «Цена снижена»). */
  marks?: readonly BadgeItem[];
}

export const pageOf = (item: TListItem) => (item.isOffer ? paths.offer(item.id) : paths.realty(item.id));

export function ObjectCard({
  item,
  onToggleFavorite,
  actions,
  partner,
  eager = false,
  imageSizes = '(min-width: 1024px) 360px, (min-width: 600px) 50vw, 100vw',
  layout = 'vertical',
  href: hrefOverride,
  complexHref = paths.realty,
  filtered = false,
  marks,
}: ObjectCardProps) {
  const navigate = useNavigate();
  const [preview, setPreview] = useState(false);
  const [pending, setPending] = useState(false);
  const href = hrefOverride ?? pageOf(item);
  const badges = marks?.length ? [...marks, ...cardBadges(item)] : cardBadges(item);
  const photos = item.images.length;

  const openPhoto = () => {
    if (photos > 1) setPreview(true);
    else void navigate(href);
  };

  const toggleFavorite = async () => {
    if (!onToggleFavorite || pending) return;
    setPending(true);
    try {
      await onToggleFavorite(item);
    } catch {
      // The caller reports the failure; the heart keeps the state the server last confirmed.
    } finally {
      setPending(false);
    }
  };

  const heartLabel = item.isFavorite ? t.favoriteRemove : t.favoriteAdd;
  const commission = commissionLine(item);

  return (
    <article className={styles.card} data-layout={layout} data-offer={item.isOffer || undefined}>
      <div className={styles.media}>
        <button
          type="button"
          className={styles.photoButton}
          onClick={openPhoto}
          aria-label={photos > 1 ? `${t.photos}: ${item.title}` : `${t.open}: ${item.title}`}
        >
          <ResponsiveImage
            image={item.image}
            alt={item.title}
            sizes={imageSizes}
            eager={eager}
            className={styles.photo}
          />
        </button>
        <BadgeList badges={badges} className={styles.badges} size={layout === 'horizontal' ? 'sm' : 'md'} />
        {photos > 1 && (
          <span className={styles.photoCount} aria-hidden="true">
            {fill(t.photoOf, 1, photos)}
          </span>
        )}
        {onToggleFavorite && (
          <button
            type="button"
            className={styles.heart}
            data-active={item.isFavorite || undefined}
            aria-pressed={item.isFavorite}
            aria-label={heartLabel}
            title={heartLabel}
            disabled={pending}
            onClick={() => void toggleFavorite()}
          >
            {pending ? (
              <Spinner size={18} />
            ) : (
              <HeartIcon size={22} fill={item.isFavorite ? 'currentColor' : 'none'} />
            )}
          </button>
        )}
      </div>

      <div className={styles.body}>
        <div className={styles.priceRow}>
          <span className={styles.price}>{priceLine(item)}</span>
          {squarePriceLine(item) && <span className={styles.squarePrice}>{squarePriceLine(item)}</span>}
        </div>
        <h3 className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {item.title}
          </Link>
        </h3>
        {item.isOffer ? (
          <OfferFacts item={item} complexHref={complexHref} />
        ) : (
          <ComplexFacts item={item} partner={partner} filtered={filtered} />
        )}
        {placeLine(item) && <p className={styles.place}>{placeLine(item)}</p>}
        {commission && <p className={styles.commission}>{commission}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>

      {preview && (
        <Suspense fallback={null}>
          <PhotoPreview
            open={preview}
            onClose={() => setPreview(false)}
            images={item.images}
            title={item.title}
            href={href}
          />
        </Suspense>
      )}
    </article>
  );
}

function ComplexFacts({
  item,
  partner,
  filtered,
}: {
  item: Extract<TListItem, { isOffer: false }>;
  partner?: TPartner | null;
  filtered: boolean;
}) {
  const area = areaLine(item);
  const layouts = layoutsLine(item.cntApart);
  const deadline = deadlineLine(item);
  const builder = item.builders[0]?.name;
  const relevant = relevantLine(item, filtered);
  return (
    <>
      {(area || layouts) && (
        <p className={styles.fact}>
          {layouts}
          {layouts && area && ' · '}
          {/* A range never breaks across lines. */}
          {area && <span className={styles.nowrap}>{area}</span>}
        </p>
      )}
      <p className={styles.fact} data-tone="accent">
        <span data-testid="on-sale">{saleLine(item)}</span>
        {relevant && ` · ${relevant}`}
      </p>
      {(deadline || builder) && (
        <p className={styles.meta}>
          {[deadline, builder].filter(Boolean).join(' · ')}
          {partner && (
            <span className={styles.partner} title={partner.name}>
              {t.partner}
            </span>
          )}
        </p>
      )}
    </>
  );
}

function OfferFacts({
  item,
  complexHref,
}: {
  item: Extract<TListItem, { isOffer: true }>;
  complexHref: (objectId: number) => string | null;
}) {
  const floor = floorLine(item);
  const complex = item.object ? complexHref(item.object.id) : null;
  return (
    <>
      {floor && <p className={styles.fact}>{floor}</p>}
      {item.object && (
        <p className={styles.meta}>
          {complex ? (
            <Link to={complex}>{fill(t.inComplex, item.object.title)}</Link>
          ) : (
            fill(t.inComplex, item.object.title)
          )}
        </p>
      )}
    </>
  );
}
