// The owner's offer editor (SPEC §2, §4, §5): the tie to a complex's unit or an address with a map pin, the unit,
// the price with its price per м², photos, description, contact and, for agents, commission. «Сохранить» shows only
// while something changed; «Опубликовать» saves what changed, then activates. 422 texts land under their fields.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { formatDate } from '#shared/format.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import type { SelectOption } from '#app/components/ui/select.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText, isAbort } from '#app/lib/api-error.ts';
import { forgetLifecycleNotifications, forgetOfferNotifications } from '#app/lib/offer-notifications.ts';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { addressTail, geocode, useRegions } from '../api/geo.ts';
import {
  activateOffer,
  deleteOffer,
  offerFormKeys,
  saveOffer,
  storeOffer,
  type OfferKey,
  type TImagesAnswer,
} from '../api/own-offer.ts';
import {
  isDirty,
  serverErrors,
  toPatch,
  toValues,
  validate,
  type OfferErrors,
  type OfferValues,
} from '../lib/form-values.ts';
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

export function OfferForm({ offer, offerKey }: { offer: TOfferFull; offerKey: OfferKey }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const user = useUser().data;
  const regions = useRegions();
  const [base, setBase] = useState(() => toValues(offer));
  const [values, setValues] = useState(base);
  const [serverFieldErrors, setServerFieldErrors] = useState<OfferErrors>({});
  const [publishErrors, setPublishErrors] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'delete' | 'tie' | null>(null);
  const [looking, setLooking] = useState(false);
  const lookup = useRef<AbortController | null>(null);

  // Set just before the form itself navigates away (published, deleted): nothing is left unsaved then.
  const leaving = useRef(false);
  const tied = offer.object != null;
  const disabled = offer.status === OfferStatus.disabled || busy !== null;
  const dirty = isDirty(values, base);
  const errors: OfferErrors = {
    ...validate(values, { publish: publishErrors, tied }),
    ...serverFieldErrors,
  };
  const key: OfferKey = offer.id === 0 ? offerKey : offer.id;

  // Leaving with unsaved changes asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t.leaveConfirm, text: t.leaveText, confirmLabel: t.leave, danger: true }).then(
      (ok) => (ok ? blocker.proceed() : blocker.reset()),
    );
  }, [blocker, confirm]);

  const districts = useMemo<SelectOption<number>[]>(() => {
    const list = (regions.data?.regions ?? []).flatMap((region) =>
      region.subregions.map((s) => ({ value: s.id, title: `${s.name}, ${region.name}` })),
    );
    const own = offer.subregion;
    if (own && !list.some((o) => o.value === own.id)) list.unshift({ value: own.id, title: own.name });
    return list;
  }, [regions.data, offer.subregion]);

  const set = <K extends keyof OfferValues>(field: K, value: OfferValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverFieldErrors[field]) setServerFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  const report = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    if (error instanceof ApiError && error.type === 'ValidationFailed') {
      const fields = serverErrors(error.fieldErrors);
      setServerFieldErrors(fields);
      if (Object.keys(fields).length > 0) {
        toast(t.fixFields, { tone: 'error' });
        return;
      }
    }
    toast(errorText(error), { tone: 'error' });
  };

  const applySaved = (saved: TOfferFull) => {
    storeOffer(client, saved, offerKey);
    const next = toValues(saved);
    setBase(next);
    setValues(next);
    setServerFieldErrors({});
  };

  /** Saves what changed; false when the client's checks or the server refused. */
  const persist = async (): Promise<TOfferFull | null> => {
    if (Object.keys(validate(values, { publish: false, tied })).length > 0) return null;
    if (!dirty) return offer;
    const saved = await saveOffer(key, toPatch(values, base));
    applySaved(saved);
    return saved;
  };

  const onSave = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy('save');
    try {
      if (await persist()) toast(t.saved, { tone: 'success' });
      else toast(t.fixFields, { tone: 'error' });
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const onPublish = async () => {
    setPublishErrors(true);
    if (Object.keys(validate(values, { publish: true, tied })).length > 0) {
      toast(t.fixFields, { tone: 'error' });
      return;
    }
    setBusy('publish');
    try {
      const saved = await persist();
      if (!saved) return;
      const answer = await activateOffer(saved.id);
      storeOffer(client, answer.data);
      forgetLifecycleNotifications(client, [answer.data.id]);
      // The next «new offer» starts from the server's draft, not this one.
      client.removeQueries({ queryKey: offerFormKeys.one('draft') });
      toast(t.published, { tone: 'success' });
      leaving.current = true;
      void navigate(paths.offers());
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async () => {
    const draft = offer.status === OfferStatus.draft;
    const ok = await confirm({
      title: draft ? t.discardConfirm : userOfferTexts.list.removeConfirm,
      text: draft ? t.discardText : userOfferTexts.list.removeText,
      confirmLabel: draft ? t.discardDraft : t.remove,
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await deleteOffer(offer.id === 0 ? 'draft' : offer.id);
      client.removeQueries({ queryKey: ['user-offers', 'one'] });
      void client.invalidateQueries({ queryKey: ['user-offers'] });
      void client.invalidateQueries({ queryKey: ['cabinet'] });
      if (offer.id !== 0) forgetOfferNotifications(client, offer.id);
      toast(draft ? t.discarded : userOfferTexts.list.removed);
      leaving.current = true;
      void navigate(paths.offers(), { replace: true });
    } catch (error) {
      report(error);
      setBusy(null);
    }
  };

  const onUntie = async () => {
    if (!(await confirm({ title: t.untieConfirm, confirmLabel: t.untie }))) return;
    setBusy('tie');
    try {
      applySaved(await saveOffer(key, { objectId: null, pavilionId: null, sectionId: null, cellId: null }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const onTie = async (objectId: number) => {
    setBusy('tie');
    try {
      applySaved(await saveOffer(key, { objectId }));
      toast(t.tieSaved, { tone: 'success' });
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const onPick = async (latitude: number, longitude: number) => {
    setValues((v) => ({ ...v, latitude, longitude }));
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setLooking(true);
    try {
      const answer = await geocode(latitude, longitude, controller.signal);
      setValues((v) => ({
        ...v,
        address: addressTail(answer.address),
        subregionId: answer.subregion?.id ?? v.subregionId,
      }));
    } catch (error) {
      if (!isAbort(error) && !(error instanceof ApiError && error.handled))
        toast(t.lookupFailed, { tone: 'error' });
    } finally {
      if (lookup.current === controller) setLooking(false);
    }
  };

  const onPhotos = (answer: TImagesAnswer) => {
    const images = answer.images;
    const next = { ...offer, images, allImages: images, image: images[0] ?? null };
    client.setQueryData(offerFormKeys.one(offerKey), next);
    if (offer.id !== 0) client.setQueryData(offerFormKeys.one(offer.id), next);
    // The first photo made the draft: read it again for its id.
    if (offer.id === 0) void client.invalidateQueries({ queryKey: offerFormKeys.one(offerKey) });
    void client.invalidateQueries({ queryKey: ['user-offers'], refetchType: 'none' });
  };

  const fields = { values, errors, showErrors: publishErrors, set, disabled };
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
    <form className={styles.form} onSubmit={(event) => void onSave(event)} noValidate>
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
            <div className={styles.tieActions}>
              {offer.cellId ? (
                <Link
                  className={styles.statusLink}
                  to={paths.realtyChess(offer.object.id, offer.sectionId ?? undefined, {
                    cell: offer.cellId,
                  })}
                >
                  {t.showUnit}
                </Link>
              ) : (
                // The picked unit comes back to this offer by its id (not to whichever draft is the latest).
                offer.status === OfferStatus.draft &&
                offer.id !== 0 && (
                  <Link
                    className={styles.statusLink}
                    to={paths.realtyChess(offer.object.id, offer.sectionId ?? undefined, {
                      select: offer.id,
                    })}
                  >
                    {t.pickUnit}
                  </Link>
                )
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
          districts={districts}
          looking={looking}
          onPick={(lat, lng) => void onPick(lat, lng)}
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
                onClick={() => setValues(base)}
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
                onClick={() => void onPublish()}
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
