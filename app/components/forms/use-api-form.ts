// The one form hook of the app: react-hook-form with the shared Zod schema as its resolver, and a submit that sends
// once (a second click or Enter while the first is under way is swallowed; `pending` disables the button and sets
// aria-busy), carries an Idempotency-Key where the endpoint takes one, lays a 422's texts onto the fields (the rest,
// and any other failure, on the form's own line or a toast), stays quiet on an error the client already acted on
// (PRODUCT §8), asks «Данные изменились» on a stale version (decision 018) and guards leaving while dirty.
// Scanned by forms-use-the-hook.test.ts: a form that bypasses it fails the suite.
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { useSubmitLock } from '#app/hooks/use-submit-lock.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { changedFields } from '#app/lib/draft.ts';
import { applyServerErrors, type ServerErrorOptions } from '#app/lib/form-errors.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { isStaleEdit } from '#app/lib/stale-edit.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useStaleEdit, type TConflictChoice } from './conflict-dialog.tsx';
import { useLeaveGuard, type LeaveGuardTexts } from './use-leave-guard.ts';
import { usePutBack } from './use-put-back.ts';

export interface ApiFormOptions<V extends FieldValues, O, R, F> {
  /** The shared schema of the request's body (or of the form's part of it): the resolver. */
  schema?: z.ZodType<O, V>;
  /** A resolver of its own, when the form's values are not the schema's input. */
  resolver?: Resolver<V, unknown, O>;
  defaultValues?: DefaultValues<V>;
  /** Values that follow data (the form resets when they change), as react-hook-form's `values`. */
  values?: V;
  mode?: Mode;
  /** The endpoint sent to: an `idempotent` one gets an Idempotency-Key per attempt. */
  endpoint?: EndpointDef;
  /** What the attempt creates, for the key (`booking:15`); the endpoint's path by default. */
  purpose?: string;
  /** Sends the valid values: `call(descriptor, …)` or a mutation, with the headers given. */
  send: (values: O, request: { headers: Record<string, string> }) => Promise<R>;
  onSuccess?: (answer: R, values: O) => unknown;
  /** Where the server's field names differ from the form's (see form-errors.ts). */
  errors?: ServerErrorOptions<V>;
  /** Its own reading of a failure first (a taken unit offers the queue): true when it is dealt with. */
  onError?: (error: unknown) => boolean | Promise<boolean>;
  /** The form shows `formError` itself; otherwise that text is a toast. */
  inlineError?: boolean;
  /** A stale save: read the fresh data, and the values it gives; the user's changes go on top if chosen. */
  stale?: {
    reload: () => Promise<F>;
    toValues: (fresh: F) => V;
    /** The draft on the fresh values; by default the fields the user changed win, the rest are fresh. */
    merge?: (fresh: V, draft: V) => V;
  };
  /** The schema refused the values (the fields show why): a word for a long form whose field may be out of view. */
  onInvalid?: () => void;
  /** A 422 put its texts on fields: the same for the server's refusal. */
  onFieldErrors?: () => void;
  /** Ask before leaving while dirty (pages; a sheet's way out is closing it). */
  leave?: LeaveGuardTexts;
}

export interface ApiForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  control: UseFormReturn<V, unknown, O>['control'];
  /** The form's onSubmit: validates, sends once. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** From the submit until its answer is handled: the button's `loading`. */
  pending: boolean;
  /** A text no field shows (inline forms render it with role="alert"). */
  formError: string | null;
  setFormError: (text: string | null) => void;
  /** The «Данные изменились» dialog: render it once in the form when `stale` is given. */
  conflict: ReactNode;
  /** Call before navigating away on purpose (after a delete). */
  allowLeave: () => void;
  /** A failure of the form's other actions (a delete, a tie), read as a submit's would be. */
  report: (error: unknown) => Promise<void>;
}

const NO_GUARD = { allowLeave: () => undefined };

export function useApiForm<V extends FieldValues, O = V, R = unknown, F = never>(
  options: ApiFormOptions<V, O, R, F>,
): ApiForm<V, O> {
  const { schema, endpoint } = options;
  const resolver =
    options.resolver ??
    (schema ? (zodResolver(schema as never) as unknown as Resolver<V, unknown, O>) : undefined);
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: options.defaultValues,
    values: options.values,
    mode: options.mode,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { lock, pending } = useSubmitLock();
  // Only a form that asks gets the guard (it needs the data router and the dialogs); `leave` is given, or not,
  // for a form's whole life, so the hooks' order never changes.
  const guard = options.leave
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useLeaveGuard(form.formState.isDirty, options.leave)
    : NO_GUARD;
  const stale = useStaleEdit<F>(
    () => options.stale?.reload() ?? Promise.reject(new Error('stale without reload')),
  );

  const { putBack } = usePutBack(form, options.values);

  const onFresh = (fresh: F, choice: TConflictChoice) => {
    const { toValues, merge } = options.stale!;
    const values = toValues(fresh);
    const draft = form.getValues();
    const changed =
      choice !== 'apply'
        ? {}
        : merge
          ? changedFields(values, merge(values, draft))
          : changedFields(form.formState.defaultValues as V, draft);
    form.reset(values);
    putBack(changed, choice === 'apply' && Boolean(options.values));
    if (choice !== 'apply') return;
    toast(versionTexts.dialog.applied, { tone: 'success' });
  };

  const say = (text: string) => {
    if (options.inlineError) setFormError(text);
    else toast(text, { tone: 'error' });
  };

  const fail = async (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    if (options.onError && (await options.onError(error))) return;
    if (options.stale && isStaleEdit(error)) {
      await stale.handle(error, onFresh);
      return;
    }
    let placed = false;
    const setError: typeof form.setError = (name, fieldError) => {
      placed = true;
      form.setError(name, fieldError);
    };
    const rest =
      error instanceof ApiError && error.type === 'ValidationFailed'
        ? (applyServerErrors(setError, error, {
            ...options.errors,
            fields: options.errors?.fields ?? knownFields(form.getValues()),
          }) ??
          // A 422 that names no field still says why.
          (Object.keys(error.fieldErrors).length === 0 ? error.message : undefined))
        : errorText(error);
    if (placed) options.onFieldErrors?.();
    if (rest) say(rest);
  };

  const send = (values: O) => {
    const attempt = (headers: Record<string, string>) => options.send(values, { headers });
    return endpoint?.idempotent
      ? sendAttempt(options.purpose ?? `${endpoint.method} ${endpoint.path}`, values, attempt)
      : attempt({});
  };

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    let answer: R;
    try {
      answer = await send(values);
    } catch (error) {
      await fail(error);
      return;
    }
    // A form that leaves after saving (or stays dirty until it closes) is not held back by its own guard.
    guard.allowLeave();
    await options.onSuccess?.(answer, values);
  }, options.onInvalid);
  // The last answer's texts go before a new try: react-hook-form keeps an error on a field it does not register
  // (one set with setValue) and would refuse every submit after it.
  const submit = lock((event?: BaseSyntheticEvent) => {
    form.clearErrors();
    return handle(event);
  });

  return {
    form,
    control: form.control,
    submit,
    pending,
    formError,
    setFormError,
    conflict: options.stale ? stale.dialog : null,
    allowLeave: guard.allowLeave,
    report: fail,
  };
}

/** Every path of the values (`programs.0.rate` too): a 422 key among them lands on its field. */
function knownFields<V extends FieldValues>(values: V): Path<V>[] {
  const out: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (prefix) out.push(prefix);
    if (value === null || typeof value !== 'object' || value instanceof Blob || value instanceof Date) return;
    for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(values, '');
  return out as Path<V>[];
}
