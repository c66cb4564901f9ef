// auth_code: six digits sent as soon as they are in; a wrong code says so and clears; the resend timer follows
// the server's resendIn; a throttle wait is shown here with its countdown (PRODUCT §8: not a redirect on this screen).
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { countOf } from '#shared/format.ts';
import { readSmsCode } from '#shared/sms-code.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { statusPath } from '#app/lib/user-status.ts';
import { paths } from '#app/lib/paths.ts';
import { takeReturnTo } from '#app/lib/return-to.ts';
import { formatSeconds, useCountdown } from '#app/lib/use-countdown.ts';
import { useLogin } from '#app/resources/auth.ts';
import { useRequestCode } from '#app/resources/auth.ts';
import {
  clearPendingLogin,
  pendingFromResponse,
  savePendingLogin,
  type PendingLogin,
} from '../hooks/pending-login.ts';
import { CodeInput } from './code-input.tsx';
import { Notice } from './notice.tsx';
import layout from '#app/styles/layout.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from './auth-form.module.css';

interface Failure {
  text: string;
  /** Wrong tries the code still allows, when the server says. */
  attemptsLeft?: number;
}

function attemptsOf(error: ApiError): number | undefined {
  const left = (error.body as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  return typeof left === 'number' ? left : undefined;
}

export function CodeForm({ initial }: { initial: PendingLogin }) {
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(initial);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [throttleUntil, setThrottleUntil] = useState<number | null>(null);
  const resendLeft = useCountdown(pending.resendAt);
  const throttleLeft = useCountdown(throttleUntil);
  const login = useLogin();
  const resend = useRequestCode();
  const throttled = throttleLeft > 0;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.handled) return;
    setCode('');
    if (error instanceof ApiError && error.type === 'ThrottleLimit') {
      setFailure(null);
      setThrottleUntil(Date.now() + (error.seconds ?? 60) * 1000);
      return;
    }
    if (error instanceof ApiError && error.type === 'InvalidSmsCode') {
      const attemptsLeft = attemptsOf(error);
      // A burned code has the server's own words: ask for a new one.
      setFailure({ text: attemptsLeft === 0 ? error.message : ru.auth.invalidSmsCode, attemptsLeft });
    } else {
      const rest = applyServerErrors<{ code: string; phone: string; consent: string }>(
        (_, { message = '' }) => setFailure({ text: message }),
        error,
        { fields: ['code', 'phone', 'consent'] },
      );
      if (rest) setFailure({ text: rest });
    }
    input.current?.focus();
  };

  const submit = (value: string) => {
    login.mutate(
      // The edition ticked on auth_home; without one the server refuses a new account (field `consent`).
      { phone: pending.phone, code: value, consentVersion: pending.consentVersion },
      {
        onSuccess: ({ user }) => {
          clearPendingLogin();
          navigate(statusPath(user) ?? takeReturnTo() ?? paths.feed(), { replace: true });
        },
        onError,
      },
    );
  };

  const onChange = (value: string) => {
    setCode(value);
    if (value.length < code.length || value.length === 0) return;
    setFailure(null);
    const complete = readSmsCode(value);
    if (complete && !login.isPending && !throttled) submit(complete);
  };

  const onResend = () => {
    resend.mutate(pending.phone, {
      onSuccess: (response) => {
        // A new code keeps the consent ticked for this phone.
        const next = {
          ...pendingFromResponse(pending.phone, response),
          consentVersion: pending.consentVersion,
        };
        savePendingLogin(next);
        setPending(next);
        setFailure(null);
        setCode('');
        toast(accountTexts.auth.codeResent, { tone: 'success' });
        input.current?.focus();
      },
      onError,
    });
  };

  const messageId = `${inputId}-message`;
  return (
    <div className={layout.stackLg}>
      <div className={layout.stackSm}>
        <h1 className={styles.title}>
          <label htmlFor={inputId}>{ru.auth.codeLabel}</label>
        </h1>
        <p className={textStyles.lead}>
          {accountTexts.auth.codeSent} <span className={styles.phone}>{pending.phone}</span>
          {'. '}
          <Link to={paths.authHome()}>{accountTexts.auth.changePhone}</Link>
        </p>
      </div>

      {throttled && (
        <Notice tone="warning" title={ru.throttle.title} text={fill(ru.throttle.text, throttleLeft)} />
      )}

      <CodeInput
        ref={input}
        id={inputId}
        value={code}
        onChange={onChange}
        disabled={login.isPending || throttled}
        invalid={failure !== null}
        describedBy={failure ? messageId : undefined}
      />

      <div id={messageId} aria-live="polite">
        {login.isPending ? (
          <p className={styles.checking}>
            <Spinner size={16} />
            {accountTexts.auth.checking}
          </p>
        ) : failure ? (
          <p className={styles.message} role="alert">
            {failure.text}
            {failure.attemptsLeft !== undefined && failure.attemptsLeft > 0 && (
              <span className={styles.muted}>
                {' · '}
                {fill(
                  accountTexts.auth.attemptsLeft,
                  countOf(failure.attemptsLeft, accountTexts.auth.attempts),
                )}
              </span>
            )}
          </p>
        ) : null}
      </div>

      {resendLeft > 0 ? (
        <p className={styles.muted}>{fill(accountTexts.auth.resendIn, formatSeconds(resendLeft))}</p>
      ) : (
        <Button
          variant="link"
          className={styles.resend}
          onClick={onResend}
          loading={resend.isPending}
          disabled={throttled}
        >
          {accountTexts.auth.resend}
        </Button>
      )}
    </div>
  );
}
