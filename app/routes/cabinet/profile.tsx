// /cabinet/profile: the user edits their name, email and messengers, may log out on every device, download their
// data or delete the account.
import { profileTexts } from '#shared/texts/profile.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { ProfileForm } from '#app/features/cabinet/components/profile-form.tsx';
import { LogoutEverywhere } from '#app/features/cabinet/components/logout-everywhere.tsx';
import { PersonalData } from '#app/features/cabinet/components/personal-data.tsx';
import { NotificationChannels } from '#app/features/cabinet/components/notification-channels.tsx';
import styles from './profile.module.css';

export default function ProfilePage() {
  const { data: user } = useUser();
  return (
    <>
      <DocumentTitle title={profileTexts.edit.title} />
      <PageBackHeader label={profileTexts.edit.back} fallback={paths.cabinet()} />
      <ScreenContainer type="default">
        <PageTitle title={profileTexts.edit.title} />
        {user ? (
          <div className={styles.stack}>
            <ProfileForm key={user.id} user={user} />
            <NotificationChannels />
            <LogoutEverywhere />
            <PersonalData />
          </div>
        ) : (
          <PageSpinner />
        )}
      </ScreenContainer>
    </>
  );
}
