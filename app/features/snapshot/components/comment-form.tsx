// A comment for the agent under an item of a sent link, with an optional name kept for the next comment. Its own
// chunk (react-hook-form, Zod and the consent's texts): the link's first screen loads none of it until
// «Комментировать» is tapped.
import { Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { REACTION_LIMITS, ZReactionFields } from '#shared/schemas/collections-live.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { PRIVACY_VERSION, privacyTexts } from '#shared/texts/privacy.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { snapshotKeys, useReactToSnapshot } from '#app/resources/snapshot.ts';
import type { ItemReactionsProps } from './item-reactions.tsx';
import styles from './item-reactions.module.css';

const t = liveTexts.reactions;
const FIELDS = ['comment', 'clientName'] as const;
const NAME_KEY = 'snapshotClientName';

interface Values {
  comment: string;
  clientName: string;
}
type Output = { comment?: string; clientName?: string };
// The schema reads blank text as absent; the form always holds strings.
const resolver = zodResolver(
  ZReactionFields.pick({ comment: true, clientName: true }),
) as unknown as Resolver<Values, unknown, Output>;

function keptName(): string {
  try {
    return window.localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function keepName(name: string) {
  try {
    window.localStorage.setItem(NAME_KEY, name);
  } catch {
    /* the name is asked again next time */
  }
}

export default function CommentForm({
  snapshotId,
  item,
  onDone,
}: ItemReactionsProps & { onDone: () => void }) {
  const react = useReactToSnapshot(snapshotId);
  // The agent's own preview keeps the comment on this page only, and says so.
  const preview = useQueryClient().getQueryData<TSnapshot>(snapshotKeys.one(snapshotId))?.isOwner === true;
  // One request per submit: a second click while the first waits is swallowed.
  const api = useApiForm<Values, Output, boolean>({
    defaultValues: { comment: '', clientName: keptName() },
    resolver,
    inlineError: true,
    errors: { fields: FIELDS },
    send: async (values) => {
      if (!values.comment) {
        api.form.setError('comment', { type: 'required', message: liveTexts.errors.emptyReaction });
        return false;
      }
      await react.mutateAsync({
        kind: item.kind,
        itemId: item.id,
        comment: values.comment,
        clientName: values.clientName,
        // A name is personal data: the consent shown under the field goes with it.
        ...(values.clientName ? { consentVersion: PRIVACY_VERSION } : {}),
      });
      return true;
    },
    onSuccess: (sent, values): void => {
      if (!sent) return;
      keepName(values.clientName ?? '');
      toast(preview ? t.sentPreview : t.sent, { tone: 'success' });
      onDone();
    },
  });
  const { form, submit, pending, formError: general } = api;
  const errors = form.formState.errors;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="comment-form">
      <Controller
        control={form.control}
        name="comment"
        render={({ field }) => (
          <TextInput
            label={t.commentLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder={t.commentPlaceholder}
            maxLength={REACTION_LIMITS.commentMax}
            counter
            multiline
            rows={3}
            autoFocus
            error={errors.comment?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="clientName"
        render={({ field }) => (
          <TextInput
            label={t.nameLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder=""
            maxLength={REACTION_LIMITS.nameMax}
            autoComplete="name"
            error={errors.clientName?.message}
          />
        )}
      />
      <p className={styles.consent}>
        {privacyTexts.reactionConsent}{' '}
        <a href={paths.privacy()} target="_blank" rel="noopener">
          {privacyTexts.consentLink}
        </a>
      </p>
      {general && (
        <p className={styles.error} role="alert">
          {general}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
