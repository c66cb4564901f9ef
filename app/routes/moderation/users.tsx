// /moderation/users: moders and admins search users, change roles, ban and unban.
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { ModerationPage } from '#app/features/moderation/components/moderation-frame.tsx';
import { UsersScreen } from '#app/features/moderation/components/users-screen.tsx';

export default function ModerationUsersPage() {
  return (
    <ModerationPage title={userOfferTexts.moderation.usersTitle} type="wide">
      {(viewer) => <UsersScreen viewer={viewer} />}
    </ModerationPage>
  );
}
