// The report's exports: XLSX and CSV of exactly what the screen shows (the same query), fetched with the session's
// token and saved under a Russian name.
import { useState } from 'react';
import type { TAnalyticsReport } from '#shared/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DownloadIcon } from '#app/components/ui/icons.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { downloadAnalytics } from '#app/resources/analytics.ts';
import { moscowToday } from '../lib/days.ts';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;

export function ExportButtons({
  query,
}: {
  query: { report: TAnalyticsReport } & Record<string, string | number | undefined>;
}) {
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const download = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await downloadAnalytics(format, query, moscowToday());
    } catch (error) {
      toast(errorText(error), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.exports}>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          variant="secondary"
          size="sm"
          icon={<DownloadIcon size={18} />}
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {t[format]}
        </Button>
      ))}
    </div>
  );
}
