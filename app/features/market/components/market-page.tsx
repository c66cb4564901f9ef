// «Рынок»: the market of a region or district by class and rooms over a period: today's figures, the median ₽/м²
// by month (chart or table), the months' stock, launches and sales, and the complexes compared.
import { useSearchParams } from 'react-router';
import { marketTexts } from '#shared/texts/market.ts';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useMarketSummary } from '#app/resources/market.ts';
import { readChoice, summaryQuery, writeChoice, type MarketChoice } from '../lib/market-params.ts';
import { CompareTable } from './compare-table.tsx';
import { MarketFigures } from './market-figures.tsx';
import { MarketFilters } from './market-filters.tsx';
import { MedianChart } from './median-chart.tsx';
import { MonthsTable } from './months-table.tsx';
import styles from './market.module.css';

export function MarketPage() {
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const summary = useMarketSummary(summaryQuery(choice, new Date()));
  const change = (next: MarketChoice) => setParams(writeChoice(next), { replace: true });
  const data = summary.data;
  return (
    <>
      <PageTitle title={marketTexts.title} subtitle={marketTexts.lead} />
      <MarketFilters choice={choice} onChange={change} />
      {summary.isError ? (
        <p className={styles.state} role="alert">
          {marketTexts.chart.failed}
        </p>
      ) : !data ? (
        <div className={styles.state}>
          <Spinner label={marketTexts.chart.loading} />
        </div>
      ) : (
        <div aria-busy={summary.isFetching || undefined}>
          <MarketFigures summary={data} />
          <MedianChart summary={data} />
          <MonthsTable summary={data} />
          <CompareTable
            summary={data}
            picked={choice.compare}
            rooms={choice.rooms}
            onPick={(compare) => change({ ...choice, compare })}
          />
        </div>
      )}
    </>
  );
}
