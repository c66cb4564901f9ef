// The owner's offer editor (PRODUCT §2, §4, §5), its layout: the status, the tie to a complex's unit or an address with
// a map pin, the unit, the price with its price per м², photos, description, contact and, for agents, commission.
// «Сохранить» shows only while something changed. The state and the actions are the hooks' (../hooks).
import { Link } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { formatDate } from '#shared/format.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import type { TOwnOffer } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import type { OfferKey } from '#app/resources/user-offers.ts';
import { useOfferActions } from '../hooks/use-offer-actions.ts';
import { useOfferForm } from '../hooks/use-offer-form.ts';
import { usePlacePick } from '../hooks/use-place-pick.ts';
import {
  CommissionFields,
  ContactFields,
  DescriptionField,
  PlaceFields,
  PriceFields,
  Section,
  UnitFields,
} from './form-sections.tsx';
import { ComplexPicker } from './complex-picker.tsx';
import { PhotosField } from './photos-field.tsx';
import layoutStyles from '#app/styles/layout.module.css';
import styles from './offer-form.module.css';

const t = userOfferTexts.form;

function statusText(offer: TOfferFull): string {
  switch (offer.status) {
    case OfferStatus.active:
      return t.activeText;
    case OfferStatus.inactive:
      return t.inactiveText;
    case OfferStatus.archive:
      return t.archiveText;
    case OfferStatus.disabled:
      return fill(t.disabledText, formatDate(offer.disabledAt ?? offer.updatedAt));
    default:
      return t.draftText;
  }
}

/** The tied unit on the chessboard; or, for a saved draft, the chessboard to pick one on. */
function chessLink(offer: TOfferFull): { query: { cell?: number; select?: number }; label: string } | null {
  if (offer.cellId) return { query: { cell: offer.cellId }, label: t.showUnit };
  // The picked unit comes back to this offer by its id (not to whichever draft is the latest).
  if (offer.status === OfferStatus.draft && offer.id !== 0)
    return { query: { select: offer.id }, label: t.pickUnit };
  return null;
}

export function OfferForm({ offer, offerKey }: { offer: TOwnOffer; offerKey: OfferKey }) {
  const user = useUser().data;
  const editor = useOfferForm(offer, offerKey);
  const { onDelete, onUntie, onTie, onPhotos } = useOfferActions(offer, offerKey, editor);
  const place = usePlacePick(offer, editor);
  const { values, errors, dirty, busy, showErrors, tied, key, set } = editor;
  const disabled = offer.status === OfferStatus.disabled || busy !== null;

  const fields = { values, errors, showErrors, set, disabled };
  const chess = chessLink(offer);
  const images = offer.allImages.length > 0 ? offer.allImages : offer.images;
  const publishLabel =
    offer.status === OfferStatus.active
      ? t.renew
      : offer.status === OfferStatus.archive
        ? t.restore
        : dirty
          ? t.saveAndPublish
          : t.publish;

  return (
    <form
      ref={editor.formRef}
      className={styles.form}
      onSubmit={(event) => void editor.onSave(event)}
      noValidate
    >
      {editor.conflict}
      <div
        className={styles.status}
        data-status={offer.status}
        role={offer.status === OfferStatus.disabled ? 'alert' : 'status'}
        data-testid="offer-status"
      >
        <strong>
          {offer.status === OfferStatus.disabled ? t.disabledTitle : OfferStatus.title(offer.status)}
        </strong>
        <span>{statusText(offer)}</span>
        {offer.status === OfferStatus.active && (
          <Link to={paths.offer(offer.id)} className={styles.statusLink}>
            {t.view}
          </Link>
        )}
      </div>

      <Section title={t.sections.place} id="offer-place">
        {offer.object ? (
          <div className={styles.tie} data-testid="offer-tie">
            <div>
              <strong>{fill(t.tiedTo, offer.object.title)}</strong>
              {(offer.cellId || offer.sectionId) && (
                <p className={styles.muted}>{offer.cellId ? t.tiedUnit : t.tiedSection}</p>
              )}
            </div>
            <div className={layoutStyles.lineLoose}>
              {chess && (
                <Link
                  className={styles.statusLink}
                  to={paths.realtyChess(offer.object.id, offer.sectionId ?? undefined, chess.query)}
                >
                  {chess.label}
                </Link>
              )}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => void onUntie()}
                disabled={disabled}
              >
                {t.untie}
              </Button>
            </div>
          </div>
        ) : (
          <ComplexPicker onPick={(id) => void onTie(id)} disabled={disabled} />
        )}
        <PlaceFields
          {...fields}
          tied={tied}
          districts={place.districts}
          looking={place.looking}
          onPick={(lat, lng) => void place.onPick(lat, lng)}
        />
      </Section>

      <Section title={t.sections.unit} id="offer-unit">
        <UnitFields {...fields} />
      </Section>

      <Section title={t.sections.price} id="offer-price">
        <PriceFields {...fields} />
      </Section>

      <Section title={t.sections.photos} id="offer-photos">
        <PhotosField offerKey={key} images={images} onChange={onPhotos} disabled={disabled} />
      </Section>

      <Section title={t.sections.description} id="offer-description">
        <DescriptionField {...fields} />
      </Section>

      <Section title={t.sections.contact} id="offer-contact">
        <ContactFields {...fields} profile={user ? { name: user.name, phone: user.phone } : null} />
      </Section>

      {offer.commission !== null && (
        <Section title={t.sections.commission} id="offer-commission">
          <CommissionFields {...fields} />
        </Section>
      )}

      {(dirty || offer.status !== OfferStatus.disabled) && (
        <div className={styles.bar}>
          {dirty && <span className={styles.unsaved}>{t.unsaved}</span>}
          <div className={styles.barActions}>
            {dirty && (
              <Button
                type="button"
                variant="ghost"
                className={styles.cancel}
                onClick={editor.onCancel}
                disabled={busy !== null}
              >
                {t.cancel}
              </Button>
            )}
            {dirty && (
              <Button type="submit" variant="secondary" loading={busy === 'save'} disabled={disabled}>
                {t.save}
              </Button>
            )}
            {offer.status !== OfferStatus.disabled && (
              <Button
                type="button"
                loading={busy === 'publish'}
                disabled={busy !== null}
                onClick={() => void editor.onPublish()}
              >
                {publishLabel}
              </Button>
            )}
          </div>
        </div>
      )}
      {(offer.id !== 0 || dirty) && (
        <div className={styles.danger}>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void onDelete()}
            disabled={busy !== null}
          >
            {offer.status === OfferStatus.draft ? t.discardDraft : t.remove}
          </Button>
        </div>
      )}
    </form>
  );
}
