// The sheet that fixes a client on a complex: the client's name and phone, a comment. A 422 lands on its fields; a
// refusal (the client is held by another agent, or is the builder's own) shows above the button, as the server
// words it; on success the toast says whether the client is the agent's already or waits for the builder.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FIXATION_LIMITS } from '#shared/companies.ts';
import { formatDate } from '#shared/format.ts';
import { ZFixationCreate } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormPhone, FormText } from '#app/components/forms/form-fields.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { FormActions } from '#app/components/ui/form-actions.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCreateFixation } from '#app/resources/fixations.ts';
import { useNavigate } from 'react-router';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import formLayout from '#app/styles/form-layout.module.css';

const t = fixationTexts.sheet;
const ZClientForm = ZFixationCreate.pick({ clientName: true, clientPhone: true, comment: true });
const FIELDS = ['clientName', 'clientPhone', 'comment'] as const;

interface Values {
  clientName: string;
  clientPhone: string;
  comment: string;
}
type Output = { clientName: string; clientPhone: string; comment?: string };
const resolver = zodResolver(ZClientForm) as unknown as Resolver<Values, unknown, Output>;

export interface FixClientSheetProps {
  open: boolean;
  onClose: () => void;
  objectId: number;
  title: string;
}

export default function FixClientSheet({ open, onClose, objectId, title }: FixClientSheetProps) {
  return (
    <BottomSheet open={open} onClose={onClose} title={t.title}>
      {open && <FixClientForm objectId={objectId} title={title} onClose={onClose} />}
    </BottomSheet>
  );
}

function FixClientForm({ objectId, title, onClose }: Omit<FixClientSheetProps, 'open'>) {
  const create = useCreateFixation();
  const navigate = useNavigate();
  const api = useApiForm<Values, Output, Awaited<ReturnType<typeof create.mutateAsync>>>({
    defaultValues: { clientName: '', clientPhone: '', comment: '' },
    resolver,
    inlineError: true,
    errors: { fields: FIELDS },
    send: (values) => create.mutateAsync({ objectId, ...values }),
    onSuccess: (fixation) => {
      toast(
        fixation.state === 'active' ? fill(t.doneActive, formatDate(fixation.validUntil)) : t.donePending,
        {
          tone: 'success',
          action: { label: t.openList, onClick: () => void navigate(paths.myFixations()) },
        },
      );
      onClose();
    },
  });
  const { form, submit, pending, formError: general } = api;
  return (
    <form onSubmit={submit} className={layout.stack} noValidate data-testid="fixation-form">
      <p className={text.secondary}>{title}</p>
      <FormText
        control={form.control}
        name="clientName"
        label={t.name}
        maxLength={FIXATION_LIMITS.clientName}
        autoComplete="off"
        placeholder=""
        required
      />
      <FormPhone control={form.control} name="clientPhone" label={t.phone} autoComplete="off" required />
      <FormText
        control={form.control}
        name="comment"
        label={t.comment}
        hint={t.commentHint}
        placeholder=""
        maxLength={FIXATION_LIMITS.comment}
        counter
        multiline
        rows={3}
      />
      <p className={text.secondary}>{t.hint}</p>
      {general && (
        <p className={formLayout.error} role="alert">
          {general}
        </p>
      )}
      <FormActions
        cancel={t.cancel}
        onCancel={onClose}
        submit={t.submit}
        pending={pending}
        className={formLayout.buttons}
      />
    </form>
  );
}
