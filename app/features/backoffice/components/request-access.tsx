// In place of the cabinet for a user without the ability (PRODUCT §2, §6): ask for access with the company and a
// comment; a pending request is shown as such, and the screen becomes the cabinet when it is approved.
import { JoinState } from '#shared/enums.ts';
import { formatDate } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ClockIcon, BuildingIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useFileJoinRequest, useJoinRequests } from '#app/resources/backoffice-join.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import styles from './request-access.module.css';

const t = backofficeTexts.access;

// The approval itself reaches this screen through the shell's CabinetModerationListener.
export function RequestAccess() {
  const requests = useJoinRequests();
  if (requests.isPending) return <PageSpinner />;
  const latest = requests.data?.data[0];
  const pending = latest?.state === JoinState.pending;

  return (
    <div className={styles.screen}>
      <div className={styles.icon} aria-hidden="true">
        {pending ? <ClockIcon size={36} /> : <BuildingIcon size={36} />}
      </div>
      <h1 className={styles.title}>{pending ? t.pendingTitle : t.title}</h1>
      {pending ? (
        <>
          <p className={styles.lead}>{t.pendingText}</p>
          <p className={styles.meta}>
            {latest.company} · {fill(backofficeTexts.requests.filed, formatDate(latest.createdAt))}
          </p>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t.lead}</p>
          {latest?.state === JoinState.rejected && (
            <p className={styles.rejected} role="status">
              <strong>{t.rejectedTitle}.</strong> {t.rejectedText}
            </p>
          )}
          <RequestForm initialCompany={latest?.company ?? ''} />
        </>
      )}
    </div>
  );
}

function RequestForm({ initialCompany }: { initialCompany: string }) {
  const file = useFileJoinRequest();
  // One request per submit (useApiForm): a double click files one request.
  const { control, form, submit, pending } = useApiForm({
    defaultValues: { company: initialCompany, comment: '' },
    send: ({ company, comment }) =>
      company.trim()
        ? file.mutateAsync({ company: company.trim(), comment: comment.trim() })
        : Promise.resolve(null),
    onSuccess: (sent) => {
      if (sent) toast(t.sent, { tone: 'success' });
    },
  });
  const { formState } = form;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormText
        control={control}
        name="company"
        label={t.company}
        placeholder={t.companyPlaceholder}
        maxLength={200}
        required
        showError={formState.isSubmitted}
      />
      <FormText
        control={control}
        name="comment"
        label={t.comment}
        placeholder={t.commentPlaceholder}
        maxLength={2000}
        counter={false}
        multiline
        rows={4}
      />
      <Button type="submit" block size="lg" loading={pending}>
        {t.send}
      </Button>
    </form>
  );
}
