// The outcome of the letter's link on a device where nobody is logged in: the server has already verified the
// address (or refused the link), so there is nothing to send from here; the way on is to log in.
import { accountTexts } from '#shared/texts/account.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { AlertIcon, CheckCircleIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import text from '#app/styles/text.module.css';
import styles from './verify-email-panel.module.css';

export function VerifyEmailResult({ outcome }: { outcome: 'verified' | 'invalid' }) {
  const t = accountTexts.verifyEmail;
  const verified = outcome === 'verified';
  return (
    <div className={styles.panel}>
      <div className={styles.icon} data-tone={verified ? 'success' : 'danger'}>
        {verified ? <CheckCircleIcon size={30} /> : <AlertIcon size={28} />}
      </div>
      <h1 className={text.heading}>{verified ? t.verifiedTitle : t.invalidTitle}</h1>
      <p className={text.lead}>{verified ? t.verifiedGuestText : t.invalidGuestText}</p>
      <ButtonLink to={paths.authHome()} size="lg" block replace>
        {t.login}
      </ButtonLink>
    </div>
  );
}
