// A titled block of the complex's settings saved on its own (fixations, deals, the request manager): the form, its
// hint and the save bar that shows once something changed.
import type { FormEventHandler, ReactNode } from 'react';
import { SaveBar } from '../save-bar.tsx';
import formFields from '#app/components/forms/form-fields.module.css';
import text from '#app/styles/text.module.css';
import styles from '../forms.module.css';
import own from './fixation-settings.module.css';

export function SettingsForm({
  title,
  hint,
  testId,
  form,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  /** What useObjectForm gives: the submit handler and the save bar's state. */
  form: {
    save: FormEventHandler<HTMLFormElement>;
    saving: boolean;
    changed: boolean;
    cancel: () => void;
    conflict: ReactNode;
  };
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={form.save}
      className={`${styles.form} ${own.section}`}
      noValidate
      aria-label={title}
      data-testid={testId}
    >
      {form.conflict}
      <h2 className={formFields.groupTitle}>{title}</h2>
      {hint && <p className={text.secondary}>{hint}</p>}
      {children}
      <SaveBar visible={form.changed} saving={form.saving} onCancel={form.cancel} />
    </form>
  );
}
