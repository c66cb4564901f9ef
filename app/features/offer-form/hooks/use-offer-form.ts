// The offer editor's state and actions, on useApiForm: react-hook-form over the form's values with the shared checks
// as resolver (shared/schemas/offer-form.ts; publishing's join after the first «Опубликовать»), one request per
// submit, a 422 laid onto the fields with the cursor moved to the first field in error, and the leave-guard while
// something is unsaved. «Сохранить» sends only what changed; «Опубликовать» saves, then activates. Every save is
// based on the offer's version; one refused as stale (another tab saved meanwhile, decision 018) keeps the draft and
// asks in the «Данные изменились» dialog whether to put it on the fresh offer or drop it.
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { offerFormSchema } from '#shared/schemas/offer-form.ts';
import type { TOwnOffer, TOwnOfferUpdateInput } from '#shared/schemas/user-offers.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
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
  type OfferErrors,
  type OfferValues,
} from '../lib/form-values.ts';

const t = userOfferTexts.form;

export type OfferBusy = 'save' | 'publish' | 'delete' | 'tie' | null;
/** What a submit does: save the changes, or save them and publish. */
type Intent = 'save' | 'publish';
type Activated = Awaited<ReturnType<typeof activateOffer>>;

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
  // What the resolver checks: a save's checks while saving, publishing's while publishing and, once the owner has
  // tried to publish, as the fields change.
  const checks = useRef({ publish: false, tied });
  checks.current.tied = tied;
  const intent = useRef<Intent | null>(null);
  const base = useRef(toValues(offer));
  /** The offer's version the values in `base` are. */
  const version = useRef(offer.version);
  const key: OfferKey = offer.id === 0 ? offerKey : offer.id;
  const formRef = useRef<HTMLFormElement>(null);
  /** The cursor goes to the first field in error once the form is enabled again. */
  const jump = useRef(false);
  const fixFields = () => {
    toast(t.fixFields, { tone: 'error' });
    jump.current = true;
  };

  const applySaved = (saved: TOwnOffer) => {
    storeOffer(client, saved, offerKey);
    version.current = saved.version;
    base.current = toValues(saved);
    api.form.reset(base.current);
  };

  /** Saves what changed (the resolver has checked it). */
  const persist = async (current: OfferValues): Promise<TOwnOffer> => {
    if (!isDirty(current, base.current)) return offer;
    const saved = await saveOffer(key, { ...toPatch(current, base.current), version: version.current });
    applySaved(saved);
    return saved;
  };

  const api = useApiForm<OfferValues, OfferValues, Activated | null, TOwnOffer>({
    defaultValues: base.current,
    resolver: (values, context, options) => {
      const publish = intent.current ? intent.current === 'publish' : checks.current.publish;
      return zodResolver(offerFormSchema({ publish, tied: checks.current.tied }))(values, context, options);
    },
    // saveOffer carries the save's Idempotency-Key itself.
    send: async (values) => {
      const publish = intent.current === 'publish';
      const saved = await persist(values);
      return publish ? activateOffer(saved.id) : null;
    },
    onSuccess: (answer) => {
      if (!answer) {
        toast(t.saved, { tone: 'success' });
        return;
      }
      storeOffer(client, answer.data);
      forgetLifecycleNotifications(client, [answer.data.id]);
      // The next «new offer» starts from the server's draft, not this one.
      client.removeQueries({ queryKey: userOffersKeys.one('draft') });
      toast(t.published, { tone: 'success' });
      void navigate(paths.offers());
    },
    errors: offerServerErrors,
    onInvalid: fixFields,
    onFieldErrors: fixFields,
    stale: {
      reload: async () => {
        const fresh = await fetchOwnOffer(key);
        storeOffer(client, fresh, offerKey);
        version.current = fresh.version;
        base.current = toValues(fresh);
        return fresh;
      },
      toValues,
    },
    leave: { title: t.leaveConfirm, text: t.leaveText, confirmLabel: t.leave },
  });
  const { form } = api;
  const values = form.watch();
  const dirty = isDirty(values, base.current);

  // Read each render: the form changes its errors in place.
  const errors: OfferErrors = {};
  for (const [name, error] of Object.entries(form.formState.errors))
    if (error?.message) errors[name as keyof OfferValues] = error.message;

  // The fields are disabled while busy, and a disabled field takes no focus.
  useEffect(() => {
    if (!jump.current || busy !== null) return;
    jump.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

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

  /** A failure of an action besides the submit; a new answer replaces what the server said before. */
  const report = (error: unknown) => {
    for (const [name, fieldError] of Object.entries(form.formState.errors))
      if (fieldError?.type === 'server') form.clearErrors(name as FieldPath<OfferValues>);
    return api.report(error);
  };

  const save = async (patch: TOwnOfferUpdateInput) =>
    applySaved(await saveOffer(key, { ...patch, version: version.current }));

  const run = async (what: Exclude<OfferBusy, null>, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      setBusy(null);
      await report(error);
    } finally {
      setBusy(null);
    }
  };

  /** Submits through the form's lock: a second submit while one is under way is swallowed there, its intent unset. */
  const submitAs = async (what: Intent, event?: BaseSyntheticEvent) => {
    if (intent.current) return api.submit(event);
    intent.current = what;
    setBusy(what);
    try {
      await api.submit(event);
    } finally {
      intent.current = null;
      setBusy(null);
    }
  };

  const onPublish = () => {
    setPublishing(true);
    checks.current.publish = true;
    return submitAs('publish');
  };

  const onCancel = () => {
    form.reset(base.current, { keepErrors: true });
    recheck(CHECKED);
  };

  return {
    form,
    formRef,
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
    allowLeave: api.allowLeave,
    /** The form's onSubmit: «Сохранить». */
    onSave: (event?: BaseSyntheticEvent) => submitAs('save', event),
    onPublish,
    onCancel,
    /** The «Данные изменились» dialog: render it with the form. */
    conflict: api.conflict,
  };
}
