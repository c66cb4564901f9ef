// The object page's content from its data alone, so the snapshot preview can show the same page: `preview` hides
// the commission, the favourite and collection buttons (`actions`), the builder's contacts and everything about the
// caller's own data.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Feature, isAmenity } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { BadgeList } from '#app/components/ui/badge.tsx';
import { useAfterFirstPaint } from '#app/hooks/use-after-first-paint.ts';
import { PriceDynamics } from '#app/components/price-history/price-dynamics.tsx';
import { DeadlineHistory } from '#app/components/deadline-history/deadline-history.tsx';
import { TrustCard } from '#app/components/trust-card/trust-card.tsx';
import { ProgressTimeline } from '#app/components/construction-progress/progress-timeline.tsx';
import { BuilderCompany } from './builder-company.tsx';
import { BuildingsList } from './buildings-list.tsx';
import { ContactsList } from './contacts-list.tsx';
import { DocumentsList } from './documents-list.tsx';
import { LocationBlock } from './location-block.tsx';
import { MarketLink } from './market-link.tsx';
import { NewsList } from './news-list.tsx';
import { objectBadges } from './object-badges.tsx';
import {
  CharacteristicsFacts,
  CheckoutFacts,
  CommunicationsFacts,
  hasCharacteristics,
  hasCheckout,
  hasCommunications,
} from './object-facts.tsx';
import { OwnOffers } from './own-offers.tsx';
import { Chips, PageSection } from './page-section.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { PriceCard } from './price-card.tsx';
import page from '#app/styles/object-page.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from './object-view.module.css';

const t = realtyTexts.object;

/** The parts `?show=` may name (PRODUCT §2), as element ids `realty-<part>`. */
export const OBJECT_PARTS = [
  'buildings',
  'description',
  'features',
  'characteristics',
  'communications',
  'checkout',
  'documents',
  'news',
  'contacts',
  'location',
  'offers',
] as const;

export interface ObjectLinks {
  /** A section's chessboard; without an id, the first one. */
  chess: (sectionId?: number) => string;
  /** All news; absent where the feed cannot be opened (preview). */
  news?: string;
  editOffer?: (offerId: number) => string;
  backoffice?: string;
}

export interface ObjectViewProps {
  object: TObjectFull;
  links: ObjectLinks;
  preview?: boolean;
  /** The sent link a preview is opened from: its key reads the trust card, progress and deadline history. */
  snapshot?: string;
  /** Favourite and collection buttons; never shown in preview. */
  actions?: ReactNode;
  /** `?show=`: a part to scroll to, or 'photos' for the full-screen gallery. */
  show?: string | null;
  /** «Ипотека от …» under the prices, from the route. */
  mortgage?: ReactNode;
}

export function ObjectView({
  object,
  links,
  preview = false,
  snapshot,
  actions,
  show,
  mortgage,
}: ObjectViewProps) {
  const firstSection = object.pavilions.find((p) => p.sections.length > 0)?.sections[0];
  const ownOffers = !preview && links.editOffer ? object.offers : [];
  // The company's line names the builder once: the builders' list goes on with the other names, as the project's
  // partners.
  const otherBuilders = object.builders.filter((b) => b.name !== object.company?.name);
  const part = show && (OBJECT_PARTS as readonly string[]).includes(show) ? show : null;
  // The body (below the head and the price on a phone) comes a frame after them, in a transition; at once when the
  // address names a part to scroll to.
  const body = useAfterFirstPaint(part !== null);

  useEffect(() => {
    if (part) document.getElementById(`realty-${part}`)?.scrollIntoView({ block: 'start' });
  }, [part]);

  return (
    <div className={page.page}>
      <PhotoGallery
        images={object.allImages}
        title={object.title}
        openAtStart={show === 'photos'}
        className={styles.gallery}
      />
      <div className={page.layout}>
        <header className={page.head}>
          <BadgeList badges={objectBadges(object)} wrap />
          <h1 className={page.title}>{object.title}</h1>
          {object.address && <p className={styles.address}>{object.address}</p>}
          {object.subregion && (
            <p className={textStyles.secondary}>
              {[object.subregion.parent?.name, object.subregion.name].filter(Boolean).join(', ')}
            </p>
          )}
          {object.company && <BuilderCompany company={object.company} linked={!preview} />}
          {otherBuilders.length > 0 && (
            <p className={textStyles.secondary}>
              {object.company ? companyPublicTexts.partners : t.builders}:{' '}
              {otherBuilders.map((b) => b.name).join(', ')}
            </p>
          )}
          {!preview && object.isOwner && links.backoffice && (
            <Link className={styles.backoffice} to={links.backoffice}>
              {t.backoffice}
            </Link>
          )}
        </header>

        <aside className={styles.aside}>
          <PriceCard
            object={object}
            preview={preview}
            chessHref={firstSection ? links.chess(firstSection.id) : null}
            actions={preview ? undefined : actions}
            mortgage={mortgage}
          />
        </aside>

        <div className={styles.body}>
          {!object.published && !preview && <p className={page.notice}>{t.unpublished}</p>}
          {body && (
            <ObjectBody
              object={object}
              links={links}
              preview={preview}
              snapshot={snapshot}
              ownOffers={ownOffers}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** The sections under the head and the price: buildings, description, facts, documents, news, prices, map. */
function ObjectBody({
  object,
  links,
  preview,
  snapshot,
  ownOffers,
}: {
  object: TObjectFull;
  links: ObjectLinks;
  preview: boolean;
  snapshot?: string;
  ownOffers: TObjectFull['offers'];
}) {
  const features = object.features.filter(isAmenity).map((f) => Feature.title(f));
  return (
    <>
      {ownOffers.length > 0 && links.editOffer && (
        <PageSection id="realty-offers" title={t.ownOffers}>
          <OwnOffers offers={ownOffers} editHref={links.editOffer} />
        </PageSection>
      )}
      <PageSection id="realty-buildings" title={t.buildings}>
        <BuildingsList pavilions={object.pavilions} chessHref={(id) => links.chess(id)} />
      </PageSection>
      {(object.description || object.site) && (
        <PageSection id="realty-description" title={t.description}>
          {object.description
            ?.split(/\n+/)
            .filter(Boolean)
            .map((line, i) => (
              <p key={i} className={styles.text}>
                {line}
              </p>
            ))}
          {object.site && (
            <p className={styles.text}>
              <a href={object.site} target="_blank" rel="noopener noreferrer nofollow">
                {t.site}
              </a>
            </p>
          )}
        </PageSection>
      )}
      {features.length > 0 && (
        <PageSection id="realty-features" title={t.features}>
          <Chips items={features} />
        </PageSection>
      )}
      {hasCharacteristics(object.characteristics) && (
        <PageSection id="realty-characteristics" title={t.characteristics}>
          <CharacteristicsFacts value={object.characteristics} />
        </PageSection>
      )}
      {hasCommunications(object.communications) && (
        <PageSection id="realty-communications" title={t.communications}>
          <CommunicationsFacts value={object.communications} />
        </PageSection>
      )}
      {hasCheckout(object.checkout) && (
        <PageSection id="realty-checkout" title={t.checkout}>
          <CheckoutFacts value={object.checkout} />
        </PageSection>
      )}
      {object.documents.length > 0 && (
        <PageSection id="realty-documents" title={t.documents}>
          <DocumentsList documents={object.documents} />
        </PageSection>
      )}
      {/* The server sends none in preview; the builder's sales contacts are the agent's, not the client's. */}
      {!preview && object.contacts.length > 0 && (
        <PageSection id="realty-contacts" title={t.contacts}>
          <ContactsList contacts={object.contacts} />
        </PageSection>
      )}
      {object.news.length > 0 && (
        <PageSection
          id="realty-news"
          title={t.news}
          action={
            links.news && object.newsCount > 0 ? (
              <Link to={links.news} className={styles.more}>
                {fill(t.allNews, object.newsCount)}
              </Link>
            ) : undefined
          }
        >
          <NewsList news={object.news} />
        </PageSection>
      )}
      {/* What a buyer checks before paying shows under a sent link too, read with its key. */}
      {(!preview || snapshot) && <TrustCard objectId={object.id} snapshot={snapshot} />}
      {(!preview || snapshot) && (
        <ProgressTimeline objectId={object.id} canFollow={!preview} snapshot={snapshot} />
      )}
      {(!preview || snapshot) && (
        <DeadlineHistory objectId={object.id} shifts={object.deadlineShifts} snapshot={snapshot} />
      )}
      {!preview && <PriceDynamics objectId={object.id} />}
      {!preview && <MarketLink object={object} />}
      <PageSection id="realty-location" title={t.location}>
        {object.address && <p className={styles.mapAddress}>{object.address}</p>}
        <LocationBlock
          objectId={object.id}
          latitude={object.latitude}
          longitude={object.longitude}
          title={object.title}
          snapshot={snapshot}
        />
      </PageSection>
    </>
  );
}
