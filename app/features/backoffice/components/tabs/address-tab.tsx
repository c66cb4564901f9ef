// #address: the map in view and edit modes (PRODUCT §2, §4). In edit mode a click on the map or a drag of the pin asks
// POST /api/geocoder and keeps the address's last 4 parts; the district comes from the answer or from the list.
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { TBackofficeAddress, TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Facts } from '#app/components/ui/facts.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, isAbort } from '#app/lib/api-error.ts';
import { geocode, useRegions } from '#app/resources/reference.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { addressTail } from '#app/lib/address-tail.ts';
import { MapBoundary } from '#app/components/map-point-picker/map-boundary.tsx';
import { SaveBar } from '../save-bar.tsx';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './address-tab.module.css';

type TSubregionRef = NonNullable<TBackofficeAddress['subregion']>;

const AddressMap = lazy(() => import('../address-map.tsx'));
const t = backofficeTexts.address;

interface Draft {
  address: string;
  latitude: number | null;
  longitude: number | null;
  subregion: number | null;
}

const draftOf = (o: TBackofficeObject): Draft => ({
  address: o.address.address ?? '',
  latitude: o.address.latitude,
  longitude: o.address.longitude,
  subregion: o.address.subregion?.id ?? null,
});

export function AddressTab({ object }: { object: TBackofficeObject }) {
  const saved = useMemo(() => draftOf(object), [object]);
  const [editing, setEditing] = useState(false);
  const [looking, setLooking] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  const regions = useRegions();
  const {
    form,
    control,
    save,
    saving,
    changed,
    cancel: reset,
    conflict,
  } = useObjectUpdateForm(
    object,
    draftOf,
    (draft) => ({
      address: {
        address: draft.address.trim() || null,
        latitude: draft.latitude,
        longitude: draft.longitude,
        subregion: draft.subregion,
      },
    }),
    'address',
    () => setEditing(false),
  );
  const draft = useWatch({ control }) as Draft;

  // The district the geocoder or the object names is always an option, even before the list has loaded.
  const [known, setKnown] = useState<TSubregionRef | null>(object.address.subregion);
  const districts = useMemo(() => {
    const list = (regions.data?.regions ?? []).flatMap((region) => {
      const names = new Map(region.subregions.map((s) => [s.id, s.name]));
      return region.subregions.map((s) => ({
        value: s.id,
        title: s.parentId ? `${names.get(s.parentId) ?? ''} · ${s.name}` : s.name,
      }));
    });
    if (known && !list.some((o) => o.value === known.id)) {
      list.unshift({
        value: known.id,
        title: known.parent ? `${known.parent.name} · ${known.name}` : known.name,
      });
    }
    return list;
  }, [regions.data, known]);

  const shown = editing ? draft : saved;
  const point =
    shown.latitude != null && shown.longitude != null
      ? { latitude: shown.latitude, longitude: shown.longitude }
      : null;

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    form.setValue(name, value as never, { shouldDirty: true });
  const pick = async (latitude: number, longitude: number) => {
    set('latitude', latitude);
    set('longitude', longitude);
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setLooking(true);
    try {
      const found = await geocode(latitude, longitude, controller.signal);
      if (found.subregion) setKnown(found.subregion);
      set('address', addressTail(found.address));
      if (found.subregion) set('subregion', found.subregion.id);
    } catch (error) {
      // A newer click cancelled this lookup: its answer no longer matters.
      if (isAbort(error)) return;
      if (!(error instanceof ApiError && error.handled)) toast(t.lookupFailed, { tone: 'error' });
    } finally {
      if (lookup.current === controller) setLooking(false);
    }
  };

  const startEditing = () => {
    reset();
    setEditing(true);
  };
  const cancel = () => {
    lookup.current?.abort();
    setLooking(false);
    reset();
    setEditing(false);
  };
  const latitudeError = form.formState.errors.latitude?.message;

  return (
    <form className={layout.stack} onSubmit={(event) => void save(event)} noValidate>
      {conflict}
      <div className={layout.stackSm}>
        <MapBoundary fallback={<p className={styles.mapError}>{ru.backoffice.mapLoadError}</p>}>
          <Suspense fallback={<PageSpinner />}>
            <AddressMap point={point} editing={editing} onPick={(lat, lng) => void pick(lat, lng)} />
          </Suspense>
        </MapBoundary>
        {editing && <p className={styles.hint}>{looking ? t.looking : t.editHint}</p>}
      </div>

      {editing ? (
        <div className={layout.stack}>
          <FormText
            control={control}
            name="address"
            label={t.addressLabel}
            placeholder={t.addressPlaceholder}
            maxLength={300}
          />
          {latitudeError && (
            <p className={styles.hint} role="alert">
              {latitudeError}
            </p>
          )}
          <FormSelect control={control} name="subregion" label={t.district} options={districts} />
          <p className={text.secondary}>
            {t.coordinates}: {point ? coordinates(point) : t.noPoint}
          </p>
          <SaveBar visible={changed} saving={saving} onCancel={cancel} />
          {!changed && (
            <div className={styles.actions}>
              <Button variant="ghost" onClick={cancel}>
                {backofficeTexts.editor.cancel}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className={styles.view}>
          <Facts
            className={styles.facts}
            items={[
              [t.addressLabel, saved.address || ru.notSpecified],
              [t.district, object.address.subregion?.name ?? ru.notSpecified],
              [t.coordinates, point ? coordinates(point) : t.noPoint],
            ]}
          />
          <Button variant="secondary" onClick={startEditing}>
            {t.edit}
          </Button>
        </div>
      )}
    </form>
  );
}

/** Coordinates the way maps write them: 43.585512, 39.723101. */
const coordinates = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`;
