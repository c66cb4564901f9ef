// The frame of every logged-in screen: a side menu on desktop, a top bar with a drawer menu on phones.
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { Drawer } from '#app/components/ui/drawer.tsx';
import { MenuIcon } from '#app/components/ui/icons.tsx';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import { AppUpdateCheck } from '#app/features/app-version/components/app-update-check.tsx';
import { CabinetModerationListener } from '#app/features/backoffice/components/cabinet-moderation-listener.tsx';
import { NotificationBell } from '#app/features/notifications/components/notification-bell.tsx';
import { NotificationsHost } from '#app/features/notifications/components/notifications-host.tsx';
import { MainMenu } from './main-menu.tsx';
import styles from './app-shell.module.css';

export default function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // The drawer closes when the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  const close = () => setMenuOpen(false);

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <MainMenu bell={<NotificationBell />} />
      </aside>
      <header className={styles.topbar}>
        <IconButton label={appTexts.menu.open} onClick={() => setMenuOpen(true)} aria-expanded={menuOpen}>
          <MenuIcon />
        </IconButton>
        <Link to={paths.feed()} className={styles.home}>
          <Logo size={26} />
        </Link>
        <NotificationBell className={styles.bell} />
      </header>
      <Drawer open={menuOpen} onClose={close} label={appTexts.menu.title}>
        <MainMenu onNavigate={close} onClose={close} />
      </Drawer>
      <main className={styles.main}>
        <Outlet />
      </main>
      <NotificationsHost />
      <AppUpdateCheck />
      <CabinetModerationListener />
    </div>
  );
}
