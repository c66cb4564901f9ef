// /error/access-deny: where a Forbidden answer leads (PRODUCT §8).
import { useLocation, useNavigate } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { hasSession } from '#app/lib/session.ts';
import styles from './errors.module.css';

export default function AccessDenyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ScreenContainer type="centered">
      <DocumentTitle title={appTexts.pages.accessDeny} />
      <EmptyState
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
            <ButtonLink to={hasSession() ? paths.feed() : paths.authHome()}>
              {appTexts.errors.toHome}
            </ButtonLink>
          </div>
        }
      />
    </ScreenContainer>
  );
}
