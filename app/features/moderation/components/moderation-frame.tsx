// The moderation screens' frame: the tabs (the app's version only for admins) and the role check; the server
// refuses anyone else anyway (Forbidden). ModerationPage: a moderation route's titled screen around it.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Role } from '#shared/enums.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { staffMenuTexts } from '#shared/texts/user-offers-menu.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ShieldIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer, type ScreenType } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import styles from './moderation.module.css';

export const isStaff = (user: { group: number }) => user.group === Role.moder || user.group === Role.admin;

interface FrameProps {
  adminOnly?: boolean;
  children: (viewer: TUser) => ReactNode;
}

export function ModerationPage({ title, type, ...frame }: FrameProps & { title: string; type: ScreenType }) {
  return (
    <ScreenContainer type={type}>
      <DocumentTitle title={title} />
      <PageTitle title={title} />
      <ModerationFrame {...frame} />
    </ScreenContainer>
  );
}

function ModerationFrame({ adminOnly = false, children }: FrameProps) {
  const { data: user } = useUser();
  if (!user) return <PageSpinner />;
  const allowed = adminOnly ? user.group === Role.admin : isStaff(user);
  if (!allowed) {
    return (
      <EmptyState
        tone="neutral"
        icon={<ShieldIcon size={32} />}
        title={adminOnly ? userOfferTexts.moderation.adminOnly : userOfferTexts.moderation.accessDenied}
      />
    );
  }
  const tabs = [
    { to: paths.moderationUsers(), title: staffMenuTexts.users },
    { to: paths.moderationOffers(), title: staffMenuTexts.offers },
    { to: paths.moderationTrust(), title: trustTexts.moderation.title },
    ...(user.group === Role.admin
      ? [
          { to: paths.moderationApp(), title: staffMenuTexts.app },
          { to: paths.moderationMortgage(), title: mortgageTexts.admin.tab },
        ]
      : []),
  ];
  return (
    <>
      <nav className={styles.tabs} aria-label={staffMenuTexts.title}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={styles.tab}>
            {tab.title}
          </NavLink>
        ))}
      </nav>
      {children(user)}
    </>
  );
}
