// auth_home: the phone and the explicit consent box, then POST /api/user/code and on to /code, where the login sends
// the consent's edition (kept with the pending phone). A phone whose code is still fresh goes straight on.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ru } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { PRIVACY_VERSION, privacyTexts } from '#shared/texts/privacy.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { paths } from '#app/lib/paths.ts';
import { useRequestCode } from '#app/resources/auth.ts';
import { pendingFromResponse, readPendingLogin, savePendingLogin } from '../hooks/pending-login.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { Notice } from './notice.tsx';
import styles from './auth-form.module.css';

export function PhoneForm({ banned = false }: { banned?: boolean }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => readPendingLogin()?.phone ?? '');
  const [error, setError] = useState<string>();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const consentId = useId();
  const consentBox = useRef<HTMLInputElement>(null);
  const request = useRequestCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone || request.isPending) return;
    if (!consent) {
      setConsentError(privacyTexts.consentRequired);
      consentBox.current?.focus();
      return;
    }
    const pending = readPendingLogin();
    const now = Date.now();
    if (pending?.phone === phone && pending.resendAt > now && pending.expiresAt > now) {
      savePendingLogin({ ...pending, consentVersion: PRIVACY_VERSION });
      navigate(paths.authCode());
      return;
    }
    setError(undefined);
    request.mutate(phone, {
      onSuccess: (response) => {
        savePendingLogin({ ...pendingFromResponse(phone, response), consentVersion: PRIVACY_VERSION });
        navigate(paths.authCode());
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.handled) return;
        const rest = applyServerErrors<{ phone: string }>((_, { message }) => setError(message), failure, {
          fields: ['phone'],
        });
        if (rest) setError(rest);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {banned && <Notice title={ru.banned.title} text={ru.banned.text} />}
      <div className={styles.heading}>
        <h1 className={styles.title}>{accountTexts.auth.title}</h1>
        <p className={styles.lead}>{accountTexts.auth.phoneHint}</p>
      </div>
      <PhoneInput
        label={ru.auth.phoneLabel}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setError(undefined);
        }}
        error={error}
        name="phone"
        autoFocus
      />
      <ConsentCheckbox
        ref={consentBox}
        id={consentId}
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          if (checked) setConsentError(undefined);
        }}
        error={consentError}
      />
      <Button type="submit" size="lg" block disabled={!phone} loading={request.isPending}>
        {accountTexts.auth.getCode}
      </Button>
      <p className={styles.consent}>
        {accountTexts.auth.consent} <Link to={paths.licence()}>{accountTexts.auth.consentLink}</Link>
      </p>
    </form>
  );
}
