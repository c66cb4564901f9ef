// The end of an infinitely scrolled list: the next page loads when this comes into view (a button stays for
// keyboards and browsers without IntersectionObserver); nothing shows once the last page is in (PRODUCT §4).
import { useEffect, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import styles from './load-more.module.css';

export function LoadMore({
  hasMore,
  loading,
  onMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className={styles.more}>
      {loading ? (
        <Spinner size={24} />
      ) : (
        <Button variant="ghost" onClick={onMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
