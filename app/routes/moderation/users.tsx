// /moderation/users: moders and admins search users, change roles, ban and unban.
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { ModerationFrame } from '#app/features/moderation/components/moderation-frame.tsx';
import { UsersScreen } from '#app/features/moderation/components/users-screen.tsx';

export default function ModerationUsersPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={userOfferTexts.moderation.usersTitle} />
      <PageTitle title={userOfferTexts.moderation.usersTitle} />
      <ModerationFrame>{(viewer) => <UsersScreen viewer={viewer} />}</ModerationFrame>
    </ScreenContainer>
  );
}
