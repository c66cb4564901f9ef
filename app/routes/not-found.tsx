import { appTexts } from '#shared/texts/app.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { hasSession } from '#app/lib/session.ts';

export default function NotFoundPage() {
  return (
    <ScreenContainer type="centered">
      <DocumentTitle title={appTexts.errors.notFound} />
      <EmptyState
        tone="neutral"
        icon={<SearchIcon size={30} />}
        title={appTexts.errors.notFound}
        text={appTexts.errors.notFoundHint}
        action={
          <ButtonLink to={hasSession() ? paths.feed() : paths.authHome()}>
            {appTexts.errors.toHome}
          </ButtonLink>
        }
      />
    </ScreenContainer>
  );
}
