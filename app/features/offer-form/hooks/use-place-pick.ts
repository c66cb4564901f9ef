// The offer's place: a point picked on the map becomes an address (its last parts) and a district by the geocoder;
// the districts to choose from are the regions' ones, with the offer's own even when the list lacks it.
import { useMemo, useRef, useState } from 'react';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import type { SelectOption } from '#app/components/ui/select.tsx';
import { addressTail } from '#app/lib/address-tail.ts';
import { ApiError, isAbort } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { geocode, useRegions } from '#app/resources/reference.ts';
import type { OfferEditor } from './use-offer-form.ts';

export function usePlacePick(offer: TOfferFull, { form, recheck }: OfferEditor) {
  const regions = useRegions();
  const [looking, setLooking] = useState(false);
  const lookup = useRef<AbortController | null>(null);

  const districts = useMemo<SelectOption<number>[]>(() => {
    const list = (regions.data?.regions ?? []).flatMap((region) =>
      region.subregions.map((s) => ({ value: s.id, title: `${s.name}, ${region.name}` })),
    );
    const own = offer.subregion;
    if (own && !list.some((o) => o.value === own.id)) list.unshift({ value: own.id, title: own.name });
    return list;
  }, [regions.data, offer.subregion]);

  const onPick = async (latitude: number, longitude: number) => {
    form.setValue('latitude', latitude, { shouldDirty: true });
    form.setValue('longitude', longitude, { shouldDirty: true });
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setLooking(true);
    try {
      const answer = await geocode(latitude, longitude, controller.signal);
      form.setValue('address', addressTail(answer.address), { shouldDirty: true });
      form.setValue('subregionId', answer.subregion?.id ?? form.getValues('subregionId'), {
        shouldDirty: true,
      });
      recheck(['address']);
    } catch (error) {
      if (!isAbort(error) && !(error instanceof ApiError && error.handled))
        toast(userOfferTexts.form.lookupFailed, { tone: 'error' });
    } finally {
      if (lookup.current === controller) setLooking(false);
    }
  };

  return { districts, looking, onPick };
}
