// The main menu of PRODUCT §2: every entry, the support chat from /api/config, «Разместить» and logout.
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { formatPhone } from '#shared/format.ts';
import { ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { ButtonLink, IconButton } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import {
  ArchiveIcon,
  BuildingIcon,
  ChatIcon,
  ChartIcon,
  ClockIcon,
  CloseIcon,
  CompareIcon,
  ExternalIcon,
  FolderIcon,
  HeartIcon,
  HomeIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  MarketIcon,
  PlusIcon,
  ShieldIcon,
  SlidersIcon,
  UserIcon,
  type IconProps,
} from '#app/components/ui/icons.tsx';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import { useLogout } from '#app/resources/auth.ts';
import { useConfig } from '#app/resources/config.ts';
import { useUser } from '#app/resources/user.ts';
import { useUserAgency } from '#app/resources/user-agency.ts';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { joinRequestsMenuTitle } from '#shared/texts/backoffice-menu.ts';
import { staffMenuTexts } from '#shared/texts/user-offers-menu.ts';
import { bookingsMenuTexts } from '#shared/texts/bookings-menu.ts';
import { compareMenuTitle } from '#shared/texts/compare-menu.ts';
import { companiesMenuTexts } from '#shared/texts/companies-menu.ts';
import { fixationsMenuTexts } from '#shared/texts/fixations-menu.ts';
import { dealsMenuTexts } from '#shared/texts/deals-menu.ts';
import { analyticsMenuTexts } from '#shared/texts/analytics-menu.ts';
import { commissionsMenuTexts } from '#shared/texts/commissions-menu.ts';
import { marketMenuTitle } from '#shared/texts/market-menu.ts';
import list from '#app/styles/list.module.css';
import styles from './main-menu.module.css';

interface Entry {
  to: string;
  title: string;
  icon: ComponentType<IconProps>;
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

const main: Entry[] = [
  { to: paths.feed(), title: ru.menu.home, icon: HomeIcon },
  { to: paths.cabinet(), title: ru.menu.cabinet, icon: UserIcon, end: true },
];

const mine: Entry[] = [
  { to: paths.collections(), title: ru.menu.collections, icon: FolderIcon },
  { to: paths.offers(), title: ru.menu.offers, icon: ListIcon, end: true },
  { to: paths.archive(), title: ru.menu.archive, icon: ArchiveIcon },
  { to: paths.favorites(), title: ru.menu.favorites, icon: HeartIcon },
  { to: paths.filters(), title: ru.menu.filters, icon: SlidersIcon },
  { to: paths.compare(), title: compareMenuTitle, icon: CompareIcon },
];

const myBookings = (agent: boolean): Entry => ({
  to: paths.myBookings(),
  title: agent ? bookingsMenuTexts.mine : bookingsMenuTexts.mineRequests,
  icon: ClockIcon,
});

/** For agents (and admins): the clients they fixed with builders. */
const myFixations: Entry = { to: paths.myFixations(), title: fixationsMenuTexts.mine, icon: LockIcon };
const myDeals: Entry = { to: paths.myDeals(), title: dealsMenuTexts.mine, icon: ListIcon };
/** For agents (and admins): their commissions (an agency head's: the agency's). */
const myCommissions: Entry = { to: paths.myCommissions(), title: commissionsMenuTexts.mine, icon: ListIcon };

const business: Entry[] = [
  { to: paths.builderObjects(), title: ru.menu.builderCabinet, icon: BuildingIcon, end: true },
];
/** For builders with the cabinet (and admins). */
const builderBookings: Entry[] = [
  { to: paths.builderBookings(), title: bookingsMenuTexts.builder, icon: ClockIcon },
  { to: paths.builderFixations(), title: fixationsMenuTexts.builder, icon: LockIcon },
  { to: paths.builderDeals(), title: dealsMenuTexts.builder, icon: ListIcon },
  { to: paths.builderCommissions(), title: commissionsMenuTexts.builder, icon: ListIcon },
  { to: paths.builderAnalytics(), title: analyticsMenuTexts.builder, icon: ChartIcon },
];
/** For an agency's head (owner or manager). */
const agencyHead: Entry[] = [
  { to: paths.agencyCollections(), title: companyPublicTexts.agencyCollections.menu, icon: FolderIcon },
];
/** For agents and builders' teams: their company (an agent may found an agency there). */
const company: Entry[] = [{ to: paths.company(), title: companiesMenuTexts.company, icon: UserIcon }];
/** For agents, builders and staff: «Рынок». */
const market: Entry[] = [{ to: paths.market(), title: marketMenuTitle, icon: MarketIcon }];
/** For moders and admins. */
const staff: Entry[] = [{ to: paths.moderationUsers(), title: staffMenuTexts.title, icon: ShieldIcon }];
/** For users with accept-cabinet-requests. */
const moderation: Entry[] = [{ to: paths.builderRequests(), title: joinRequestsMenuTitle, icon: ShieldIcon }];

function MenuLinks({ entries, onNavigate }: { entries: Entry[]; onNavigate?: () => void }) {
  return (
    <ul className={list.bare}>
      {entries.map(({ to, title, icon: Icon, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={styles.link} onClick={onNavigate}>
            <Icon size={22} className={styles.icon} />
            <span>{title}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** `onClose`: the menu sits in the phone's drawer and shows its own close button; `bell`: the notifications bell. */
export function MainMenu({
  onNavigate,
  onClose,
  bell,
}: {
  onNavigate?: () => void;
  onClose?: () => void;
  bell?: ReactNode;
}) {
  const { data: user } = useUser();
  const { data: config } = useConfig();
  const confirm = useConfirm();
  const logout = useLogout();
  const who = user?.name?.trim() || formatPhone(user?.phone);
  const initial = (user?.name?.trim() || '').charAt(0).toUpperCase();
  const agent = user?.group === Role.agent || user?.group === Role.admin;
  const builder = user?.abilities.includes(Ability.cabinet) || user?.group === Role.admin;
  const headsAgency = useUserAgency(agent).data?.agency?.heads === true;

  const onLogout = async () => {
    onNavigate?.();
    if (
      await confirm({ title: appTexts.menu.logoutConfirm, confirmLabel: appTexts.menu.logout, danger: true })
    ) {
      logout.mutate();
    }
  };

  return (
    <nav className={styles.menu} aria-label={appTexts.menu.title}>
      <div className={styles.brand}>
        <Logo size={30} />
        {bell}
        {onClose && (
          <IconButton label={appTexts.menu.close} onClick={onClose} className={styles.close}>
            <CloseIcon size={22} />
          </IconButton>
        )}
      </div>

      {user && (
        <NavLink to={paths.cabinet()} end className={styles.profile} onClick={onNavigate}>
          <span className={styles.avatar} aria-hidden="true">
            {initial || <UserIcon size={20} />}
          </span>
          <span className={styles.profileText}>
            <span className={styles.profileName}>{who}</span>
            {user.name && <span className={styles.profilePhone}>{formatPhone(user.phone)}</span>}
          </span>
        </NavLink>
      )}

      <ButtonLink
        to={paths.newOffer()}
        block
        icon={<PlusIcon size={20} />}
        className={styles.place}
        onClick={onNavigate}
      >
        {ru.menu.place}
      </ButtonLink>

      <div className={styles.scroll}>
        <MenuLinks entries={main} onNavigate={onNavigate} />
        <div className={styles.divider} />
        <MenuLinks
          entries={[myBookings(agent), ...(agent ? [myFixations, myDeals, myCommissions] : []), ...mine]}
          onNavigate={onNavigate}
        />
        {headsAgency && <MenuLinks entries={agencyHead} onNavigate={onNavigate} />}
        <div className={styles.divider} />
        <MenuLinks entries={business} onNavigate={onNavigate} />
        {builder && <MenuLinks entries={builderBookings} onNavigate={onNavigate} />}
        {(agent || builder) && <MenuLinks entries={company} onNavigate={onNavigate} />}
        {(agent || builder || user?.group === Role.moder) && (
          <MenuLinks entries={market} onNavigate={onNavigate} />
        )}
        {user?.abilities.includes('accept-cabinet-requests') && (
          <MenuLinks entries={moderation} onNavigate={onNavigate} />
        )}
        {(user?.group === Role.moder || user?.group === Role.admin) && (
          <MenuLinks entries={staff} onNavigate={onNavigate} />
        )}
        {config?.supportUrl && (
          <ul className={list.bare}>
            <li>
              <a className={styles.link} href={config.supportUrl} target="_blank" rel="noopener noreferrer">
                <ChatIcon size={22} className={styles.icon} />
                <span>{ru.menu.support}</span>
                <ExternalIcon size={16} className={styles.external} />
              </a>
            </li>
          </ul>
        )}
      </div>

      <button type="button" className={`${styles.link} ${styles.logout}`} onClick={onLogout}>
        <LogoutIcon size={22} className={styles.icon} />
        <span>{appTexts.menu.logout}</span>
      </button>
    </nav>
  );
}
