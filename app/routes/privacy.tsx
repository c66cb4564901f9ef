// /privacy: the consent to personal-data processing (152-FZ), public like the licence.
import { privacy, privacyTexts } from '#shared/texts/privacy.ts';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { LicenceDocument } from '#app/features/licence/components/licence-document.tsx';
import { homePath } from '#app/lib/session.ts';

export default function PrivacyPage() {
  return (
    <>
      <DocumentTitle title={privacyTexts.page} />
      <BackHeader label={privacyTexts.page} fallback={homePath()} />
      <ScreenContainer>
        <LicenceDocument document={privacy} />
      </ScreenContainer>
    </>
  );
}
