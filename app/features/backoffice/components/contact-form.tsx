// A new contact (SPEC §5): position, name and phone are required and «Создать» stays disabled until they are in;
// the phone counts only once the mask +7(###)###-##-## is complete; the two emails are optional.
import { useState, type FormEvent } from 'react';
import type { TContactCreate } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import styles from './forms.module.css';

const t = backofficeTexts.contacts;

export interface ContactFormProps {
  onSubmit: (contact: TContactCreate) => void;
  busy?: boolean;
  /** The last failed attempt: a 422's texts go to their fields. */
  error?: unknown;
}

export function ContactForm({ onSubmit, busy = false, error }: ContactFormProps) {
  const [position, setPosition] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [phone2, setPhone2] = useState('');
  const [email, setEmail] = useState('');
  const [email2, setEmail2] = useState('');
  const complete = position.trim() !== '' && name.trim() !== '' && phone !== '';
  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    onSubmit({
      position: position.trim(),
      name: name.trim(),
      phone,
      phone2: phone2 || null,
      email: email.trim() || null,
      email2: email2.trim() || null,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t.position}
        placeholder={t.positionPlaceholder}
        value={position}
        onChange={setPosition}
        maxLength={100}
        required
        error={fieldError('position')}
      />
      <TextInput
        label={t.name}
        placeholder={t.namePlaceholder}
        value={name}
        onChange={setName}
        maxLength={100}
        required
        error={fieldError('name')}
      />
      <PhoneInput label={t.phone} value={phone} onChange={setPhone} required error={fieldError('phone')} />
      <PhoneInput label={t.phone2} value={phone2} onChange={setPhone2} error={fieldError('phone2')} />
      <TextInput
        label={t.email}
        type="email"
        inputMode="email"
        placeholder="sales@example.ru"
        value={email}
        onChange={setEmail}
        maxLength={254}
        error={fieldError('email')}
      />
      <TextInput
        label={t.email2}
        type="email"
        inputMode="email"
        placeholder="info@example.ru"
        value={email2}
        onChange={setEmail2}
        maxLength={254}
        error={fieldError('email2')}
      />
      <Button type="submit" block disabled={!complete} loading={busy}>
        {t.create}
      </Button>
    </form>
  );
}
