// The frame of every logged-in screen: a side menu on desktop, a top bar with a drawer menu on phones. The layout
// route (app/routes/app-layout.tsx) hands it the bell and the screen-independent listeners, so no feature is
// imported here. The menu itself (main-menu.tsx and the drawer) is a chunk of its own: a phone draws the feed
// without it, a desktop draws its sidebar as soon as it comes.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { MenuIcon } from '#app/components/ui/icons.tsx';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import type { ReactNode } from 'react';
import { useMediaQuery } from '#app/hooks/use-media-query.ts';
import { afterFirstContent } from '#app/lib/first-content.ts';
import { OfflineBanner } from './offline-banner.tsx';
import styles from './app-shell.module.css';

const loadMenu = () => import('./menu-drawer.tsx');
const SideMenu = lazy(() => loadMenu().then((m) => ({ default: m.SideMenu })));
const MenuDrawer = lazy(() => loadMenu().then((m) => ({ default: m.MenuDrawer })));
/** Where app-shell.module.css shows the sidebar. */
const DESKTOP = '(min-width: 1024px)';

export interface AppShellProps {
  /** The notifications bell, with the class it takes in the top bar. */
  bell: (className?: string) => ReactNode;
  /** Mounted once beside every screen: the notifications host, the update check, moderation listeners. */
  listeners: ReactNode;
}

export function AppShell({ bell, listeners }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer is drawn from its first opening on (then it animates open and closed as before).
  const [menuWanted, setMenuWanted] = useState(false);
  const desktop = useMediaQuery(DESKTOP);
  useEffect(() => afterFirstContent(() => void loadMenu()), []);
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
        {desktop && (
          <Suspense fallback={null}>
            <SideMenu bell={bell()} />
          </Suspense>
        )}
      </aside>
      <header className={styles.topbar}>
        <IconButton
          label={appTexts.menu.open}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </IconButton>
        <Link to={paths.feed()} className={styles.home}>
          <Logo size={26} />
        </Link>
        {bell(styles.bell)}
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={close} />
        </Suspense>
      )}
      <main className={styles.main}>
        <OfflineBanner />
        <Outlet />
      </main>
      {listeners}
    </div>
  );
}
