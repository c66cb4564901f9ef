// /licence: the user agreement, public.
import { appTexts } from '#shared/texts/app.ts';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { LicenceDocument } from '#app/features/licence/components/licence-document.tsx';
import { homePath } from '#app/lib/session.ts';

export default function LicencePage() {
  return (
    <>
      <DocumentTitle title={appTexts.pages.licence} />
      <BackHeader label={appTexts.pages.licence} fallback={homePath()} />
      <ScreenContainer>
        <LicenceDocument />
      </ScreenContainer>
    </>
  );
}
