// VerifyEmail: the address, «Отправить ссылку», then waiting for the letter with a resend timer. The outcome of the
// link (?verified=1 / ?error=invalid) is shown here; VerifyEmailSuccess from the socket leads to the feed
// (lib/realtime.ts), and coming back to the tab re-checks the status in case the socket was down.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZVerifySendRequest } from '#shared/schemas/user.ts';
import { fill } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckCircleIcon, MailIcon } from '#app/components/ui/icons.tsx';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useSubmitLock } from '#app/hooks/use-submit-lock.ts';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
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

/** The request's address, required on this screen. */
const ZAddress = z
  .object({ email: z.string().trim().min(1, accountTexts.verifyEmail.emailRequired) })
  // The shared check of the address (its input is `unknown`, for the query string).
  .pipe(ZVerifySendRequest as z.ZodType<z.output<typeof ZVerifySendRequest>, { email: string }>);
type Values = z.input<typeof ZAddress>;

export function VerifyEmailPanel({ outcome }: { outcome: VerifyOutcome }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const t = accountTexts.verifyEmail;
  const [letter, setLetter] = useState<SentLetter | null>(() => (outcome ? null : readSentLetter()));
  const [initial, setInitial] = useState(() => letter?.email ?? user?.email ?? '');
  const send = useSendVerification();
  const { lock, pending: resending } = useSubmitLock();
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

  const sent = (address: string, { resendIn }: { resendIn: number }) => {
    const next = { email: address, resendAt: Date.now() + resendIn * 1000 };
    saveSentLetter(next);
    setLetter(next);
  };

  // «Отправить ещё раз» is one button: its failure is a toast; one request however often it is tapped.
  const resend = lock(async (address: string) => {
    try {
      sent(address, await send.mutateAsync(address));
      toast(t.resent, { tone: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.handled) return;
      toast(errorText(failure), { tone: 'error' });
    }
  });

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
            <Button variant="secondary" block onClick={() => void resend(letter.email)} loading={resending}>
              {t.resend}
            </Button>
          )}
        </div>
        <Button
          variant="link"
          className={styles.secondary}
          onClick={() => {
            saveSentLetter(null);
            setInitial(letter.email);
            setLetter(null);
          }}
        >
          {t.changeEmail}
        </Button>
      </div>
    );
  }

  return (
    <AddressForm
      initial={initial}
      invalid={outcome === 'invalid'}
      send={(address) => send.mutateAsync(address)}
      onSent={sent}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}

/** The address and «Отправить ссылку»: the shared schema (required here), the server's 422 under the field. */
function AddressForm({
  initial,
  invalid,
  send,
  onSent,
  onLogout,
  loggingOut,
}: {
  initial: string;
  invalid: boolean;
  send: (address: string) => Promise<{ resendIn: number }>;
  onSent: (address: string, answer: { resendIn: number }) => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const t = accountTexts.verifyEmail;
  const { control, submit, pending } = useApiForm<Values, z.output<typeof ZAddress>, { resendIn: number }>({
    schema: ZAddress,
    defaultValues: { email: initial },
    send: ({ email = '' }) => send(email),
    onSuccess: (answer, { email = '' }) => onSent(email, answer),
  });
  const email = useWatch({ control, name: 'email' });

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <p className={text.stepOf}>{fill(accountTexts.onboarding.stepOf, 2, 2)}</p>
      {invalid && (
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
      <FormText
        control={control}
        name="email"
        label={t.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        maxLength={254}
        autoFocus
      />
      <Button type="submit" size="lg" block loading={pending} disabled={!email.trim()}>
        {t.send}
      </Button>
      <Button variant="link" className={styles.secondary} onClick={onLogout} disabled={loggingOut}>
        {accountTexts.onboarding.logout}
      </Button>
    </form>
  );
}
