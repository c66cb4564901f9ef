// «Вознаграждения агентам»: the builder company's payables. Totals by state, a table by accrual month and one by
// agency (a row filters the list), state chips, the CSV of the month for the accountant, and each commission with
// approve, pay (payment order and date) and dispute. An agent's reconciliation or comment shows live.
import { useState } from 'react';
import type { TCommissionState } from '#shared/deals.ts';
import { formatMonth, formatPrice } from '#shared/format.ts';
import type { TBackofficeCommissionsPage } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DownloadIcon } from '#app/components/ui/icons.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { toastError } from '#app/lib/toast-error.ts';
import {
  downloadCommissionsCsv,
  useBackofficeCommissions,
  useLiveCommissions,
} from '#app/resources/commissions.ts';
import { BuilderActions } from './builder-actions.tsx';
import { CommissionCard } from './commission-card.tsx';
import { CommissionList, StateChips } from './commission-list.tsx';
import { CommissionTotals } from './commission-totals.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;
/** The months the table shows until asked for all. */
const RECENT_MONTHS = 6;
const monthTitle = (month: string) => formatMonth(`${month}-15T12:00:00Z`);

function ByMonth({
  rows,
  month,
  onPick,
}: {
  rows: TBackofficeCommissionsPage['months'];
  month: string | null;
  onPick: (month: string | null) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, RECENT_MONTHS);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="by-month">
        <caption>{t.byMonth}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col" className={styles.wideOnly}>
              {t.amount}
            </th>
            <th scope="col">{t.payable}</th>
            <th scope="col">{t.paid}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.month} aria-current={r.month === month || undefined}>
              <td>
                <button type="button" onClick={() => onPick(r.month === month ? null : r.month)}>
                  {monthTitle(r.month)}
                </button>
              </td>
              <td className={styles.wideOnly}>{formatPrice(r.amount)}</td>
              <td>{formatPrice(r.payable)}</td>
              <td>{formatPrice(r.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > RECENT_MONTHS && (
        <button type="button" className={styles.link} onClick={() => setAll(!all)}>
          {all ? t.fewerMonths : t.allMonthsShow}
        </button>
      )}
    </div>
  );
}

function ByAgency({
  rows,
  agencyId,
  onPick,
}: {
  rows: TBackofficeCommissionsPage['agencies'];
  agencyId: number | null;
  onPick: (agencyId: number | null) => void;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="by-agency">
        <caption>{t.byAgency}</caption>
        <thead>
          <tr>
            <th scope="col">{t.agency}</th>
            <th scope="col">{t.payable}</th>
            <th scope="col">{t.paid}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const id = r.agencyId ?? 0;
            return (
              <tr key={id} aria-current={id === agencyId || undefined}>
                <td className={styles.name}>
                  <button type="button" onClick={() => onPick(id === agencyId ? null : id)}>
                    {r.name}
                  </button>
                </td>
                <td>{formatPrice(r.payable)}</td>
                <td>{formatPrice(r.paid)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function BuilderCommissionsPage() {
  const [state, setState] = useState<TCommissionState | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [agencyId, setAgencyId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  useLiveCommissions();
  const query = useBackofficeCommissions({
    state: state ?? undefined,
    month: month ?? undefined,
    agencyId: agencyId ?? undefined,
  });
  const first = query.data?.pages[0];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCommissionsCsv(month ?? undefined);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageTitle title={commissionTexts.builderTitle} />
      {first && <CommissionTotals totals={first.totals} view="builder" />}
      {first && (first.months.length > 0 || first.agencies.length > 0) && (
        <div className={styles.tables}>
          <ByMonth rows={first.months} month={month} onPick={setMonth} />
          <ByAgency rows={first.agencies} agencyId={agencyId} onPick={setAgencyId} />
        </div>
      )}
      <div className={stateList.filters}>
        <StateChips value={state} onChange={setState} />
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon size={18} />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t.csv}
          {month ? ` · ${monthTitle(month)}` : ''}
        </Button>
      </div>
      <CommissionList
        query={query}
        label={commissionTexts.builderTitle}
        empty={
          state || month || agencyId != null
            ? { title: t.builderEmpty }
            : { title: t.builderEmpty, text: t.builderEmptyHint }
        }
        render={(c) => (
          <CommissionCard
            commission={c}
            side="builder"
            showAgent
            dealHref={paths.builderDeal(c.deal.id)}
            actions={<BuilderActions commission={c} />}
          />
        )}
      />
    </>
  );
}
