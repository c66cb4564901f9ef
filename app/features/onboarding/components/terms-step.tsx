// Onboarding: the agreement in short, a link to the full text, the tick and «Продолжить» → the next step by status.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fill } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { ShieldIcon } from '#app/components/ui/icons.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { statusPath } from '#app/lib/user-status.ts';
import { paths } from '#app/lib/paths.ts';
import { useLogout } from '#app/resources/auth.ts';
import { useAcceptTerms } from '#app/resources/user.ts';
import text from '#app/styles/text.module.css';
import layout from '#app/styles/layout.module.css';
import iconStyles from '#app/styles/icon.module.css';
import styles from './terms-step.module.css';

export function TermsStep() {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const accept = useAcceptTerms();
  const logout = useLogout();
  const t = accountTexts.onboarding;

  const submit = () => {
    setError(undefined);
    accept.mutate(undefined, {
      onSuccess: ({ user }) => navigate(statusPath(user) ?? paths.feed(), { replace: true }),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.handled) return;
        const rest = applyServerErrors<{ acceptTerms: boolean }>(
          (_, { message }) => setError(message),
          failure,
          { fields: ['acceptTerms'] },
        );
        if (rest) setError(rest);
      },
    });
  };

  return (
    <div className={layout.stack}>
      <p className={text.stepOf}>{fill(t.stepOf, 1, 2)}</p>
      <div className={iconStyles.step}>
        <ShieldIcon size={28} />
      </div>
      <h1 className={text.heading}>{t.title}</h1>
      <p className={text.lead}>{t.lead}</p>
      <ul className={styles.points}>
        {t.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to={paths.licence()} className={styles.read}>
        {t.readLicence}
      </Link>
      <Checkbox checked={accepted} onChange={setAccepted} className={styles.accept}>
        {t.accept}
      </Checkbox>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button size="lg" block disabled={!accepted} loading={accept.isPending} onClick={submit}>
        {t.continue}
      </Button>
      <Button
        variant="link"
        className={styles.logout}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        {t.logout}
      </Button>
    </div>
  );
}
