// The login, onboarding and email screens: a brand panel with a «шахматка» picture on desktop, the form card beside it;
// on a phone, the logo and the form fill the screen.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountTexts } from '#shared/texts/account.ts';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { Logo } from '#app/components/ui/logo.tsx';
import { paths } from '#app/lib/paths.ts';
import styles from './auth-layout.module.css';

/** Cell colours of the picture: s sale, r reserve, d sold, f fund, empty for a blank cell. */
const PICTURE = ['sssrd', 'sdsss', 'rssfs', 'ssdsr', 'fssss', 'sdrss'];

export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.brand}>
        <Link to={paths.authHome()} className={styles.brandLogo}>
          <Logo size={36} inverse />
        </Link>
        <div>
          <h2 className={styles.pitchTitle}>{accountTexts.taglineLong}</h2>
          <ul className={styles.points}>
            {accountTexts.pitch.map((point) => (
              <li key={point}>
                <span className={styles.tick}>
                  <CheckIcon size={16} strokeWidth={2.4} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.picture} aria-hidden="true">
          {PICTURE.map((row, r) => (
            <div key={r} className={styles.pictureRow}>
              <span className={styles.floor}>{PICTURE.length - r}</span>
              {Array.from(row).map((cell, c) => (
                <span key={c} className={styles.cell} data-status={cell} />
              ))}
            </div>
          ))}
        </div>
      </aside>
      <main className={styles.panel}>
        <div className={styles.mobileLogo}>
          <Logo size={32} />
        </div>
        <div className={styles.card}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}
