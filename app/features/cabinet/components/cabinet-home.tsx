// /cabinet: the profile (name, phone, email with its verification state), every cabinet section with its count, the
// paid-placement block and the notifications entry (given by the route), support and logout.
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Role } from '#shared/enums.ts';
import { countOf, formatPhone } from '#shared/format.ts';
import type { TCabinet } from '#shared/schemas/cabinet.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { compareMenuTitle } from '#shared/texts/compare-menu.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { companiesMenuTexts } from '#shared/texts/companies-menu.ts';
import type { TUserCompany } from '#shared/schemas/companies.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { Facts } from '#app/components/ui/facts.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import {
  ArchiveIcon,
  BellIcon,
  BuildingIcon,
  ChatIcon,
  ChevronRightIcon,
  CompareIcon,
  FolderIcon,
  HeartIcon,
  ListIcon,
  LogoutIcon,
  ShieldIcon,
  SlidersIcon,
  UserIcon,
  type IconProps,
} from '#app/components/ui/icons.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { paths } from '#app/lib/paths.ts';
import { useLogout } from '#app/resources/auth.ts';
import { useConfig } from '#app/resources/config.ts';
import { useMyCompanies } from '#app/resources/companies.ts';
import { sendVerification } from '#app/resources/email.ts';
import card from '#app/styles/card.module.css';
import text from '#app/styles/text.module.css';
import styles from './cabinet-home.module.css';

const t = userOfferTexts.cabinet;

interface Entry {
  to: string;
  title: string;
  icon: ComponentType<IconProps>;
  count?: ReactNode;
  testId: string;
}

function offersLine(counts: TCabinet['counts']['offers']): string {
  const parts = [countOf(counts.active, t.activeForms)];
  if (counts.inactive > 0) parts.push(countOf(counts.inactive, t.inactiveForms));
  if (counts.draft > 0) parts.push(countOf(counts.draft, t.draftForms));
  return parts.join(' · ');
}

function entries(user: TUser, cabinet: TCabinet | undefined, companies: readonly TUserCompany[]): Entry[] {
  const c = cabinet?.counts;
  const list: Entry[] = [
    {
      to: paths.offers(),
      title: ru.menu.offers,
      icon: ListIcon,
      count: c && offersLine(c.offers),
      testId: 'offers',
    },
    {
      to: paths.archive(),
      title: ru.menu.archive,
      icon: ArchiveIcon,
      count: c?.offers.archive,
      testId: 'archive',
    },
    {
      to: paths.collections(),
      title: ru.menu.collections,
      icon: FolderIcon,
      count: c?.collections,
      testId: 'collections',
    },
    {
      to: paths.favorites(),
      title: ru.menu.favorites,
      icon: HeartIcon,
      count: c?.favorites,
      testId: 'favorites',
    },
    { to: paths.filters(), title: ru.menu.filters, icon: SlidersIcon, count: c?.filters, testId: 'filters' },
    { to: paths.compare(), title: compareMenuTitle, icon: CompareIcon, testId: 'compare' },
    {
      to: paths.invites(),
      title: collectionTexts.invites.pageTitle,
      icon: UserIcon,
      count: user.invites.length,
      testId: 'invites',
    },
    { to: paths.builderObjects(), title: ru.menu.builderCabinet, icon: BuildingIcon, testId: 'builder' },
  ];
  // Anyone in a company sees it; an agent without one is offered to found an agency.
  if (companies.length > 0 || user.group === Role.agent) {
    list.push({
      to: paths.company(),
      title: companies.length > 0 ? companiesMenuTexts.company : companiesMenuTexts.createAgency,
      icon: BuildingIcon,
      testId: 'company',
    });
  }
  if (user.group === Role.moder || user.group === Role.admin) {
    list.push({ to: paths.moderationUsers(), title: t.moderation, icon: ShieldIcon, testId: 'moderation' });
  }
  return list;
}

export function CabinetHome({
  user,
  cabinet,
  placement,
  notifications,
}: {
  user: TUser;
  cabinet: TCabinet | undefined;
  placement: ReactNode;
  /** The unread count and the panel's opener, from the notifications feature. */
  notifications: { unread: number; open: () => void };
}) {
  const confirm = useConfirm();
  const logout = useLogout();
  const { data: config } = useConfig();
  const { data: companies } = useMyCompanies();

  const verify = async () => {
    try {
      await sendVerification();
      toast(fill(accountTexts.verifyEmail.sentText, user.email ?? ''), { tone: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  const onLogout = async () => {
    if (
      await confirm({ title: appTexts.menu.logoutConfirm, confirmLabel: appTexts.menu.logout, danger: true })
    ) {
      logout.mutate();
    }
  };

  return (
    <div className={styles.home}>
      <section className={card.card} aria-label={t.profile}>
        <div className={styles.profileHead}>
          <h2 className={card.title}>{t.profile}</h2>
          <ButtonLink to={paths.profile()} variant="secondary" size="sm" data-testid="cabinet-profile-edit">
            {profileTexts.edit.open}
          </ButtonLink>
        </div>
        <Facts
          className={styles.facts}
          items={[
            [t.name, user.name?.trim() || <span className={styles.muted}>{t.noName}</span>],
            [t.phone, formatPhone(user.phone)],
            [
              t.email,
              user.email ? (
                <span className={styles.email}>
                  {user.email}
                  <span className={styles.badge} data-ok={user.emailVerified || undefined}>
                    {user.emailVerified ? t.emailVerified : t.emailNotVerified}
                  </span>
                  {!user.emailVerified && (
                    <Button size="sm" variant="link" onClick={() => void verify()}>
                      {t.verifyEmail}
                    </Button>
                  )}
                </span>
              ) : (
                <span className={styles.muted}>{t.noEmail}</span>
              ),
            ],
            [profileTexts.edit.whatsapp, user.whatsapp && formatPhone(user.whatsapp)],
            [profileTexts.edit.telegram, user.telegram && `@${user.telegram}`],
            [t.role, Role.title(user.group)],
          ]}
        />
      </section>

      {placement}

      <section className={card.card} aria-label={t.sections}>
        <h2 className={card.title}>{t.sections}</h2>
        <ul className={styles.sections}>
          <li>
            <button
              type="button"
              className={styles.entry}
              onClick={notifications.open}
              data-testid="cabinet-notifications"
            >
              <BellIcon size={22} className={styles.entryIcon} />
              <span className={styles.entryTitle}>{t.notifications}</span>
              {notifications.unread > 0 && (
                <span className={styles.unread}>{countOf(notifications.unread, t.unreadForms)}</span>
              )}
              <ChevronRightIcon size={18} className={styles.chevron} />
            </button>
          </li>
          {entries(user, cabinet, companies ?? []).map(({ to, title, icon: Icon, count, testId }) => (
            <li key={to}>
              <Link to={to} className={styles.entry} data-testid={`cabinet-${testId}`}>
                <Icon size={22} className={styles.entryIcon} />
                <span className={styles.entryTitle}>{title}</span>
                {count !== undefined && <span className={text.secondary}>{count}</span>}
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.footer}>
        {config?.supportUrl && (
          <a className={styles.footerLink} href={config.supportUrl} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={20} />
            {t.support}
          </a>
        )}
        <button type="button" className={styles.footerLink} onClick={() => void onLogout()}>
          <LogoutIcon size={20} />
          {t.logout}
        </button>
      </div>
    </div>
  );
}
