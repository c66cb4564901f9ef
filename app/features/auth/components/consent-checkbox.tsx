// The explicit personal-data consent (152-FZ) on the login screen: unchecked until the person ticks it, the link to
// the document beside it (outside the label, so the box's name is the consent alone), and the refusal under it.
import type { Ref } from 'react';
import { Link } from 'react-router';
import { privacyTexts } from '#shared/texts/privacy.ts';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import box from '#app/components/ui/checkbox.module.css';
import styles from './consent-checkbox.module.css';

export function ConsentCheckbox({
  id,
  checked,
  onChange,
  error,
  ref,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent} data-invalid={error ? true : undefined}>
      <label className={box.row} htmlFor={id}>
        <input
          ref={ref}
          id={id}
          className={box.input}
          type="checkbox"
          name="consent"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={box.box} aria-hidden="true">
          <CheckIcon size={16} strokeWidth={2.6} />
        </span>
        <span className={box.text}>{privacyTexts.consentCheckbox}</span>
      </label>
      <Link className={styles.policy} to={paths.privacy()}>
        {privacyTexts.policyLink}
      </Link>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
