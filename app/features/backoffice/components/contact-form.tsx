// A new contact (PRODUCT §5): position, name and phone are required and «Создать» stays disabled until they are in;
// the phone counts only once the mask +7(###)###-##-## is complete; the two emails are optional.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TContactCreate } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { FormPhone, FormText } from '#app/components/forms/form-fields.tsx';
import styles from './forms.module.css';

const t = backofficeTexts.contacts;

const empty = { position: '', name: '', phone: '', phone2: '', email: '', email2: '' };

export interface ContactFormProps {
  onSubmit: (contact: TContactCreate) => void;
  busy?: boolean;
  /** The last failed attempt: a 422's texts go to their fields. */
  error?: unknown;
}

export function ContactForm({ onSubmit, busy = false, error }: ContactFormProps) {
  const { control, handleSubmit, setError } = useForm({ defaultValues: empty });
  const [position, name, phone] = useWatch({ control, name: ['position', 'name', 'phone'] });
  const complete = position.trim() !== '' && name.trim() !== '' && phone !== '';

  useEffect(() => {
    if (error) applyServerErrors(setError, error);
  }, [error, setError]);

  const submit = handleSubmit((values) => {
    if (!complete || busy) return;
    onSubmit({
      position: values.position.trim(),
      name: values.name.trim(),
      phone: values.phone,
      phone2: values.phone2 || null,
      email: values.email.trim() || null,
      email2: values.email2.trim() || null,
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormText
        control={control}
        name="position"
        label={t.position}
        placeholder={t.positionPlaceholder}
        maxLength={100}
        required
      />
      <FormText
        control={control}
        name="name"
        label={t.name}
        placeholder={t.namePlaceholder}
        maxLength={100}
        required
      />
      <FormPhone control={control} name="phone" label={t.phone} required />
      <FormPhone control={control} name="phone2" label={t.phone2} />
      <FormText
        control={control}
        name="email"
        label={t.email}
        type="email"
        inputMode="email"
        placeholder="sales@example.ru"
        maxLength={254}
      />
      <FormText
        control={control}
        name="email2"
        label={t.email2}
        type="email"
        inputMode="email"
        placeholder="info@example.ru"
        maxLength={254}
      />
      <Button type="submit" block disabled={!complete} loading={busy}>
        {t.create}
      </Button>
    </form>
  );
}
