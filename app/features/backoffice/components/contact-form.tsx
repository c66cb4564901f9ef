// A new contact (PRODUCT §5): position, name and phone are required and «Создать» stays disabled until they are in;
// the phone counts only once the mask +7(###)###-##-## is complete; the two emails are optional. The shared schema
// checks the rest, the server's 422 lands on its field, and a double tap creates one contact.
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ZContactCreate } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { FormPhone, FormText } from '#app/components/forms/form-fields.tsx';
import styles from './forms.module.css';

const t = backofficeTexts.contacts;

const empty = { position: '', name: '', phone: '', phone2: '', email: '', email2: '' };
type Values = typeof empty;
type Contact = z.output<typeof ZContactCreate>;

export interface ContactFormProps {
  /** Creates the contact; a 422 it rejects with goes to the fields. */
  onSubmit: (contact: Contact) => Promise<unknown>;
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const { control, submit, pending } = useApiForm<Values, Contact>({
    schema: ZContactCreate as unknown as z.ZodType<Contact, Values>,
    defaultValues: empty,
    send: (contact) => onSubmit(contact),
  });
  const [position, name, phone] = useWatch({ control, name: ['position', 'name', 'phone'] });
  const complete = position.trim() !== '' && name.trim() !== '' && phone !== '';

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
      <Button type="submit" block disabled={!complete} loading={pending}>
        {t.create}
      </Button>
    </form>
  );
}
