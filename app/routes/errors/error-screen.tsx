// A whole screen that says why the page cannot be shown: the title names the browser tab too.
import type { ComponentProps } from 'react';
import { appTexts } from '#shared/texts/app.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { homePath } from '#app/lib/session.ts';

export function ErrorScreen(props: ComponentProps<typeof EmptyState> & { title: string }) {
  return (
    <ScreenContainer type="centered">
      <DocumentTitle title={props.title} />
      <EmptyState {...props} />
    </ScreenContainer>
  );
}

export function HomeLink() {
  return <ButtonLink to={homePath()}>{appTexts.errors.toHome}</ButtonLink>;
}
