// «Аналитика» of the builder (shared/api/analytics.ts): the five reports, the plan and the exports.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnalyticsReport, TFunnelBy, TPaceBy } from '#shared/analytics.ts';
import {
  exportAnalyticsCsv,
  exportAnalyticsXlsx,
  getAnalyticsDemand,
  getAnalyticsFunnel,
  getAnalyticsPace,
  getAnalyticsPrices,
  getAnalyticsStock,
  putAnalyticsPlan,
} from '#shared/api/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { call } from '#app/lib/call.ts';
import { downloadFile } from '#app/lib/download.ts';

export interface AnalyticsFilter {
  objectId?: number;
  from: string;
  to: string;
}

const keys = {
  all: ['analytics'] as const,
  report: (report: TAnalyticsReport, query: object) => ['analytics', report, query] as const,
};
const options = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;

export function useAnalyticsStock(query: { objectId?: number; at?: string }) {
  return useQuery({
    queryKey: keys.report('stock', query),
    queryFn: ({ signal }) => call(getAnalyticsStock, { query }, { signal }),
    ...options,
  });
}

export function useAnalyticsPace(query: AnalyticsFilter & { by: TPaceBy }) {
  return useQuery({
    queryKey: keys.report('pace', query),
    queryFn: ({ signal }) => call(getAnalyticsPace, { query }, { signal }),
    ...options,
  });
}

export function useAnalyticsPrices(query: AnalyticsFilter) {
  return useQuery({
    queryKey: keys.report('prices', query),
    queryFn: ({ signal }) => call(getAnalyticsPrices, { query }, { signal }),
    ...options,
  });
}

export function useAnalyticsFunnel(query: AnalyticsFilter & { by: TFunnelBy }) {
  return useQuery({
    queryKey: keys.report('funnel', query),
    queryFn: ({ signal }) => call(getAnalyticsFunnel, { query }, { signal }),
    ...options,
  });
}

export function useAnalyticsDemand(query: { objectId?: number }) {
  return useQuery({
    queryKey: keys.report('demand', query),
    queryFn: ({ signal }) => call(getAnalyticsDemand, { query }, { signal }),
    ...options,
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      objectId: number;
      month: string;
      units: number;
      amount: number;
      version?: number;
    }) => call(putAnalyticsPlan, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.all, 'pace'] }),
  });
}

export const downloadAnalytics = (
  format: 'xlsx' | 'csv',
  query: { report: TAnalyticsReport } & Record<string, string | number | undefined>,
  today: string,
) =>
  downloadFile(
    format === 'xlsx' ? exportAnalyticsXlsx : exportAnalyticsCsv,
    { query },
    `${analyticsTexts.export.file(query.report, today)}.${format}`,
  );
