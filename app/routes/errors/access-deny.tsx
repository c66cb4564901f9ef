// /error/access-deny: where a Forbidden answer leads (PRODUCT §8).
import { useLocation, useNavigate } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { Button } from '#app/components/ui/button.tsx';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { ErrorScreen, HomeLink } from './error-screen.tsx';
import styles from './errors.module.css';

export default function AccessDenyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorScreen
      tone="danger"
      icon={<LockIcon size={30} />}
      title={appTexts.pages.accessDeny}
      text={appTexts.errors.accessDenyHint}
      action={
        <div className={styles.actions}>
          {location.key !== 'default' && (
            <Button variant="ghost" onClick={() => navigate(-1)}>
              {appTexts.errors.goBack}
            </Button>
          )}
          <HomeLink />
        </div>
      }
    />
  );
}
