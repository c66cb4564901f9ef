// Screens anyone may open (snapshots, the licence): the logo bar and the page.
import { Link, Outlet } from 'react-router';
import { Logo } from '#app/components/ui/logo.tsx';
import { homePath } from '#app/lib/session.ts';
import styles from './public-shell.module.css';

export default function PublicShell() {
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Link to={homePath()} className={styles.home}>
          <Logo size={28} />
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
