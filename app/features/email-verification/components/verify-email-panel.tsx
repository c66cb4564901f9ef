// VerifyEmail: the address, «Отправить ссылку», then waiting for the letter with a resend timer. The outcome of the
// link (?verified=1 / ?error=invalid) is shown here; VerifyEmailSuccess from the socket leads to the feed
// (lib/realtime.ts), and coming back to the tab re-checks the status in case the socket was down.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fill } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckCircleIcon, MailIcon } from '#app/components/ui/icons.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { isActiveUser } from '#app/lib/user-status.ts';
import { paths } from '#app/lib/paths.ts';
import { formatSeconds, useCountdown } from '#app/lib/use-countdown.ts';
import { refetchUser } from '#app/lib/user.ts';
import { useLogout } from '#app/resources/auth.ts';
import { useUser } from '#app/resources/user.ts';
import { useSendVerification } from '#app/resources/email.ts';
import { readSentLetter, saveSentLetter, type SentLetter } from '../hooks/sent-letter.ts';
import text from '#app/styles/text.module.css';
import styles from './verify-email-panel.module.css';

export type VerifyOutcome = 'verified' | 'invalid' | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function VerifyEmailPanel({ outcome }: { outcome: VerifyOutcome }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const t = accountTexts.verifyEmail;
  const [letter, setLetter] = useState<SentLetter | null>(() => (outcome ? null : readSentLetter()));
  const [email, setEmail] = useState(() => letter?.email ?? user?.email ?? '');
  const [error, setError] = useState<string>();
  const send = useSendVerification();
  const logout = useLogout();
  const resendLeft = useCountdown(letter?.resendAt ?? null);
  const active = isActiveUser(user);

  useEffect(() => {
    if (outcome === 'verified') {
      saveSentLetter(null);
      void refetchUser();
      return;
    }
    const check = () => {
      if (document.visibilityState === 'visible') void refetchUser();
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [outcome]);

  useEffect(() => {
    if (active && outcome !== 'verified') {
      saveSentLetter(null);
      navigate(paths.feed(), { replace: true });
    }
  }, [active, outcome, navigate]);

  const deliver = (address: string, resent: boolean) => {
    setError(undefined);
    send.mutate(address, {
      onSuccess: ({ resendIn }) => {
        const next = { email: address, resendAt: Date.now() + resendIn * 1000 };
        saveSentLetter(next);
        setLetter(next);
        if (resent) toast(t.resent, { tone: 'success' });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.handled) return;
        const show = (text = '') => (resent ? toast(text, { tone: 'error' }) : setError(text));
        const rest = applyServerErrors<{ email: string }>((_, { message }) => show(message), failure, {
          fields: ['email'],
        });
        if (rest) show(rest);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t.emailRequired);
    if (!EMAIL.test(address)) return setError(t.emailInvalid);
    deliver(address, false);
  };

  if (outcome === 'verified') {
    return (
      <div className={styles.panel}>
        <div className={styles.icon} data-tone="success">
          <CheckCircleIcon size={30} />
        </div>
        <h1 className={text.heading}>{t.verifiedTitle}</h1>
        <p className={text.lead}>{t.verifiedText}</p>
        <Button size="lg" block onClick={() => navigate(paths.feed(), { replace: true })}>
          {t.toFeed}
        </Button>
      </div>
    );
  }

  if (letter) {
    return (
      <div className={styles.panel}>
        <div className={styles.icon}>
          <MailIcon size={28} />
        </div>
        <h1 className={text.heading}>{t.sentTitle}</h1>
        <p className={text.lead}>{fill(t.sentText, letter.email)}</p>
        <div className={styles.waiting} aria-live="polite">
          {resendLeft > 0 ? (
            <p className={styles.muted}>{fill(t.resendIn, formatSeconds(resendLeft))}</p>
          ) : (
            <Button
              variant="secondary"
              block
              onClick={() => deliver(letter.email, true)}
              loading={send.isPending}
            >
              {t.resend}
            </Button>
          )}
        </div>
        <Button
          variant="link"
          className={styles.secondary}
          onClick={() => {
            saveSentLetter(null);
            setEmail(letter.email);
            setLetter(null);
          }}
        >
          {t.changeEmail}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <p className={text.stepOf}>{fill(accountTexts.onboarding.stepOf, 2, 2)}</p>
      {outcome === 'invalid' && (
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>{t.invalidTitle}</p>
          <p className={styles.alertText}>{t.invalidText}</p>
        </div>
      )}
      <div className={styles.icon}>
        <MailIcon size={28} />
      </div>
      <h1 className={text.heading}>{t.title}</h1>
      <p className={text.lead}>{t.lead}</p>
      <TextInput
        label={t.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        name="email"
        placeholder={t.emailPlaceholder}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        maxLength={254}
        error={error}
        autoFocus
      />
      <Button type="submit" size="lg" block loading={send.isPending} disabled={!email.trim()}>
        {t.send}
      </Button>
      <Button
        variant="link"
        className={styles.secondary}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        {accountTexts.onboarding.logout}
      </Button>
    </form>
  );
}
