// A screen's top bar with a back arrow (PRODUCT §2): a label next to the arrow, an optional centred label, a background,
// an action slot on the right. Back goes one step back in history, or to `fallback` when the app was opened here.
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { paths } from '#app/lib/paths.ts';
import { IconButton } from './button.tsx';
import { ChevronLeftIcon } from './icons.tsx';
import styles from './back-header.module.css';

export interface BackHeaderProps {
  label?: ReactNode;
  centerLabel?: ReactNode;
  background?: 'surface' | 'transparent' | 'primary';
  action?: ReactNode;
  onBack?: () => void;
  /** Where back leads when there is no history inside the app. */
  fallback?: string;
  /** Stays at the top while the page scrolls (default). */
  sticky?: boolean;
}

export function BackHeader({
  label,
  centerLabel,
  background = 'surface',
  action,
  onBack,
  fallback = paths.feed(),
  sticky = true,
}: BackHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (onBack) onBack();
    // 'default' is the key of the first entry: the app was opened on this page.
    else if (location.key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  };
  return (
    <header className={styles.header} data-background={background} data-sticky={sticky || undefined}>
      <div className={styles.start}>
        <IconButton label={appTexts.ui.back} onClick={back} className={styles.back}>
          <ChevronLeftIcon />
        </IconButton>
        {label && <span className={styles.label}>{label}</span>}
      </div>
      {centerLabel && <span className={styles.center}>{centerLabel}</span>}
      <div className={styles.end}>{action}</div>
    </header>
  );
}

/** A page's own back row: it scrolls away with the page, on the page's background. */
export function PageBackHeader(props: Omit<BackHeaderProps, 'sticky' | 'background'>) {
  return <BackHeader {...props} sticky={false} background="transparent" />;
}
