// The offer editor's state and actions: react-hook-form over the form's values with the shared checks as resolver
// (shared/schemas/offer-form.ts; publishing's join after the first «Опубликовать»), a 422 laid onto the fields, the
// leave-guard while something is unsaved. «Сохранить» sends only what changed; «Опубликовать» saves, then activates.
// Every save is based on the offer's version; one refused as stale (another tab saved meanwhile, decision 018) keeps
// the draft and asks in the «Данные изменились» dialog whether to put it on the fresh offer or drop it.
import { useRef, useState } from 'react';
import { useForm, type FieldPath, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { offerFormSchema } from '#shared/schemas/offer-form.ts';
import type { TOwnOffer, TOwnOfferUpdateInput } from '#shared/schemas/user-offers.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { useStaleEdit } from '#app/components/forms/conflict-dialog.tsx';
import { useLeaveGuard } from '#app/components/forms/use-leave-guard.ts';
import { draftOnTop } from '#app/lib/draft.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { forgetLifecycleNotifications } from '#app/lib/offer-notifications.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import {
  activateOffer,
  fetchOwnOffer,
  saveOffer,
  storeOffer,
  userOffersKeys,
  type OfferKey,
} from '#app/resources/user-offers.ts';
import {
  isDirty,
  offerServerErrors,
  toPatch,
  toValues,
  validate,
  type OfferErrors,
  type OfferValues,
} from '../lib/form-values.ts';

const t = userOfferTexts.form;

export type OfferBusy = 'save' | 'publish' | 'delete' | 'tie' | null;

/** A change of one field also moves the checks of these. */
const related: Partial<Record<keyof OfferValues, (keyof OfferValues)[]>> = {
  floor: ['floorsTotal'],
  floorsTotal: ['floor'],
  contactSource: ['contactPhone'],
};

/** The fields the form's checks speak about. */
const CHECKED: (keyof OfferValues)[] = ['address', 'area', 'floor', 'floorsTotal', 'price', 'contactPhone'];

export type OfferEditor = ReturnType<typeof useOfferForm>;

export function useOfferForm(offer: TOwnOffer, offerKey: OfferKey) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState<OfferBusy>(null);
  const tied = offer.object != null;
  // What the resolver checks: publishing's checks join once the owner has tried to publish.
  const checks = useRef({ publish: false, tied });
  checks.current.tied = tied;
  const form = useForm<OfferValues>({
    defaultValues: toValues(offer),
    resolver: (values, context, options) =>
      zodResolver(offerFormSchema(checks.current))(values, context, options),
  });
  const base = useRef(toValues(offer));
  /** The offer's version the values in `base` are. */
  const version = useRef(offer.version);
  const values = form.watch();
  const dirty = isDirty(values, base.current);
  const key: OfferKey = offer.id === 0 ? offerKey : offer.id;
  const guard = useLeaveGuard(dirty, { title: t.leaveConfirm, text: t.leaveText, confirmLabel: t.leave });

  // Read each render: the form changes its errors in place.
  const errors: OfferErrors = {};
  for (const [name, error] of Object.entries(form.formState.errors))
    if (error?.message) errors[name as keyof OfferValues] = error.message;

  /** Re-checks fields; a field the server has spoken about keeps that text until it is edited. */
  const recheck = (names: FieldPath<OfferValues>[]) => {
    const own = names.filter((name) => form.getFieldState(name).error?.type !== 'server');
    if (own.length > 0) void form.trigger(own);
  };

  const set = <K extends keyof OfferValues>(name: K, value: OfferValues[K]) => {
    form.setValue(name, value as PathValue<OfferValues, K>, { shouldDirty: true });
    void form.trigger(name);
    recheck(related[name] ?? []);
  };

  /** New saved values: the form starts over from them. */
  const reset = (next: OfferValues, keepErrors = false) => {
    base.current = next;
    form.reset(next, { keepErrors });
  };

  const report = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    // A new answer replaces what the server said before.
    for (const [name, fieldError] of Object.entries(form.formState.errors))
      if (fieldError?.type === 'server') form.clearErrors(name as FieldPath<OfferValues>);
    let placed = false;
    applyServerErrors(
      (name, fieldError) => {
        placed = true;
        form.setError(name, fieldError);
      },
      error,
      offerServerErrors,
    );
    toast(placed ? t.fixFields : errorText(error), { tone: 'error' });
  };

  const applySaved = (saved: TOwnOffer) => {
    storeOffer(client, saved, offerKey);
    version.current = saved.version;
    reset(toValues(saved));
  };

  const save = async (patch: TOwnOfferUpdateInput) =>
    applySaved(await saveOffer(key, { ...patch, version: version.current }));

  /** Saves what changed; null when the form's checks refused. */
  const persist = async (): Promise<TOwnOffer | null> => {
    const current = form.getValues();
    if (Object.keys(validate(current, { publish: false, tied })).length > 0) return null;
    if (!isDirty(current, base.current)) return offer;
    const saved = await saveOffer(key, { ...toPatch(current, base.current), version: version.current });
    applySaved(saved);
    return saved;
  };

  const stale = useStaleEdit(() => fetchOwnOffer(key));
  /** The fresh offer after a stale save: the owner's changes go on top of it, or are dropped. */
  const onFresh = (fresh: TOwnOffer, choice: 'apply' | 'discard') => {
    storeOffer(client, fresh, offerKey);
    version.current = fresh.version;
    const values = toValues(fresh);
    const draft = draftOnTop(base.current, form.getValues(), values);
    base.current = values;
    form.reset(choice === 'apply' ? draft : values);
    if (choice === 'apply') toast(versionTexts.dialog.applied, { tone: 'success' });
  };

  const run = async (what: Exclude<OfferBusy, null>, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      setBusy(null);
      if (!(await stale.handle(error, onFresh))) report(error);
    } finally {
      setBusy(null);
    }
  };

  const onSave = () =>
    run('save', async () => {
      if (await persist()) toast(t.saved, { tone: 'success' });
      else toast(t.fixFields, { tone: 'error' });
    });

  const onPublish = async () => {
    setPublishing(true);
    checks.current.publish = true;
    recheck(CHECKED);
    if (Object.keys(validate(form.getValues(), checks.current)).length > 0) {
      toast(t.fixFields, { tone: 'error' });
      return;
    }
    await run('publish', async () => {
      const saved = await persist();
      if (!saved) return;
      const answer = await activateOffer(saved.id);
      storeOffer(client, answer.data);
      forgetLifecycleNotifications(client, [answer.data.id]);
      // The next «new offer» starts from the server's draft, not this one.
      client.removeQueries({ queryKey: userOffersKeys.one('draft') });
      toast(t.published, { tone: 'success' });
      guard.allowLeave();
      void navigate(paths.offers());
    });
  };

  const onCancel = () => {
    reset(base.current, true);
    recheck(CHECKED);
  };

  return {
    form,
    values,
    errors,
    dirty,
    busy,
    setBusy,
    /** After a try to publish: required empty fields show at once. */
    showErrors: publishing,
    tied,
    key,
    set,
    save,
    run,
    report,
    recheck,
    applySaved,
    allowLeave: guard.allowLeave,
    onSave,
    onPublish,
    onCancel,
    /** The «Данные изменились» dialog: render it with the form. */
    conflict: stale.dialog,
  };
}
