// A report's loading, error and empty looks around its content; the previous answer stays while the next loads.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import styles from './analytics.module.css';

export function ReportState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  if (query.isPending)
    return (
      <p className={styles.state} role="status">
        <Spinner size={20} /> {analyticsTexts.screen.loading}
      </p>
    );
  if (query.isError && !query.data)
    return (
      <p className={styles.state} role="alert">
        {analyticsTexts.screen.error}: {errorText(query.error)}
      </p>
    );
  return (
    <div className={styles.reportBody} aria-busy={query.isFetching || undefined}>
      {children}
    </div>
  );
}
