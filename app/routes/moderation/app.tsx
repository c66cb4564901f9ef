// /moderation/app (admin): publish the mobile wrapper's new version, broadcast a message to every open app.
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { AppAdminScreen } from '#app/features/app-version/components/app-admin-screen.tsx';
import { ModerationPage } from '#app/features/moderation/components/moderation-frame.tsx';

export default function ModerationAppPage() {
  return (
    <ModerationPage title={userOfferTexts.moderation.appTitle} type="default" adminOnly>
      {() => <AppAdminScreen />}
    </ModerationPage>
  );
}
