// Screens anyone may open (snapshots, the licence): the logo bar and the page.
import { Link, Outlet } from 'react-router';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import { hasSession } from '#app/lib/session.ts';
import styles from './public-shell.module.css';

export default function PublicShell() {
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Link to={hasSession() ? paths.feed() : paths.authHome()} className={styles.home}>
          <Logo size={28} />
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
