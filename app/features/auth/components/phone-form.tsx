// auth_home: the phone, then POST /api/user/code and on to /code. A phone whose code is still fresh goes straight on.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ru } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { privacyTexts } from '#shared/texts/privacy.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { paths } from '#app/lib/paths.ts';
import { useRequestCode } from '#app/resources/auth.ts';
import { pendingFromResponse, readPendingLogin, savePendingLogin } from '../hooks/pending-login.ts';
import { Notice } from './notice.tsx';
import styles from './auth-form.module.css';

export function PhoneForm({ banned = false }: { banned?: boolean }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => readPendingLogin()?.phone ?? '');
  const [error, setError] = useState<string>();
  const request = useRequestCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone || request.isPending) return;
    const pending = readPendingLogin();
    const now = Date.now();
    if (pending?.phone === phone && pending.resendAt > now && pending.expiresAt > now) {
      navigate(paths.authCode());
      return;
    }
    setError(undefined);
    request.mutate(phone, {
      onSuccess: (response) => {
        savePendingLogin(pendingFromResponse(phone, response));
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
      <Button type="submit" size="lg" block disabled={!phone} loading={request.isPending}>
        {accountTexts.auth.getCode}
      </Button>
      <p className={styles.consent}>
        {accountTexts.auth.consent} <Link to={paths.licence()}>{accountTexts.auth.consentLink}</Link>{' '}
        {privacyTexts.consentAnd} <Link to={paths.privacy()}>{privacyTexts.consentLink}</Link>
      </p>
    </form>
  );
}
