// The Kvartal mark: a 2×2 block of «шахматка» cells, one in the accent colour, and the wordmark.
import { ru } from '#shared/texts/ru.ts';
import styles from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--logo-bg, #2563eb)" />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="#fff" opacity="0.55" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="#fff" opacity="0.55" />
      <rect x="17" y="17" width="8" height="8" rx="2" fill="#5eead4" />
    </svg>
  );
}

export function Logo({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <span className={styles.logo} data-inverse={inverse || undefined}>
      <LogoMark size={size} />
      <span className={styles.word} style={{ fontSize: Math.round(size * 0.62) }}>
        {ru.appName}
      </span>
    </span>
  );
}
