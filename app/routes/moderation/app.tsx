// /moderation/app (admin): publish the mobile wrapper's new version, broadcast a message to every open app.
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { AppAdminScreen } from '#app/features/app-version/components/app-admin-screen.tsx';
import { ModerationFrame } from '#app/features/moderation/components/moderation-frame.tsx';

export default function ModerationAppPage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={userOfferTexts.moderation.appTitle} />
      <PageTitle title={userOfferTexts.moderation.appTitle} />
      <ModerationFrame adminOnly>{() => <AppAdminScreen />}</ModerationFrame>
    </ScreenContainer>
  );
}
