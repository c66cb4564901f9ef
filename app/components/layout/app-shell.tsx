// The frame of every logged-in screen: a side menu on desktop, a top bar with a drawer menu on phones. The layout
// route (app/routes/app-layout.tsx) hands it the bell and the screen-independent listeners, so no feature is
// imported here.
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { Drawer } from '#app/components/ui/drawer.tsx';
import { MenuIcon } from '#app/components/ui/icons.tsx';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import type { ReactNode } from 'react';
import { MainMenu } from './main-menu.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import styles from './app-shell.module.css';

export interface AppShellProps {
  /** The notifications bell, with the class it takes in the top bar. */
  bell: (className?: string) => ReactNode;
  /** Mounted once beside every screen: the notifications host, the update check, moderation listeners. */
  listeners: ReactNode;
}

export function AppShell({ bell, listeners }: AppShellProps) {
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
        <MainMenu bell={bell()} />
      </aside>
      <header className={styles.topbar}>
        <IconButton label={appTexts.menu.open} onClick={() => setMenuOpen(true)} aria-expanded={menuOpen}>
          <MenuIcon />
        </IconButton>
        <Link to={paths.feed()} className={styles.home}>
          <Logo size={26} />
        </Link>
        {bell(styles.bell)}
      </header>
      <Drawer open={menuOpen} onClose={close} label={appTexts.menu.title}>
        <MainMenu onNavigate={close} onClose={close} />
      </Drawer>
      <main className={styles.main}>
        <OfflineBanner />
        <Outlet />
      </main>
      {listeners}
    </div>
  );
}
