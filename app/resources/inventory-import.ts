// The inventory import (shared/api/inventory-import.ts): a dry run of a file or a feed, its apply, the log of runs
// and the feed schedules of a complex; the template fetched behind the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyImport,
  createImportSchedule,
  deleteImportSchedule,
  importTemplate,
  listImportSchedules,
  listImports,
  previewImport,
} from '#shared/api/inventory-import.ts';
import type { TFeedFormat, TSchedulePeriod } from '#shared/inventory-import.ts';
import type { TImportRun } from '#shared/schemas/inventory-import.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { callFile } from '#app/lib/call-file.ts';
import { saveBlob } from '#app/lib/download.ts';

export const importKeys = {
  runs: (objectId: number) => ['inventory-import', 'runs', objectId] as const,
  schedules: (objectId: number) => ['inventory-import', 'schedules', objectId] as const,
};

export function useImportRuns(objectId: number) {
  return useQuery({
    queryKey: importKeys.runs(objectId),
    queryFn: ({ signal }) => call(listImports, { query: { objectId } }, { signal }),
    // Plan images load after the apply: the log is read again until none is still loading.
    refetchInterval: (query) =>
      query.state.data?.data.some((r) => r.plans && r.plans.stored + r.plans.failed < r.plans.total)
        ? 3000
        : false,
  });
}

export function useImportSchedules(objectId: number) {
  return useQuery({
    queryKey: importKeys.schedules(objectId),
    queryFn: ({ signal }) => call(listImportSchedules, { params: { id: objectId } }, { signal }),
  });
}

export type TImportSourceInput = { file: File } | { feedUrl: string; format: TFeedFormat };

/** `onApplied` runs from the mutation itself, so the result is told even if the screen re-rendered meanwhile. */
export function useImportActions(objectId: number, onApplied?: (run: TImportRun) => void) {
  const client = useQueryClient();
  const refreshRuns = () => void client.invalidateQueries({ queryKey: importKeys.runs(objectId) });
  return {
    preview: useMutation({
      mutationFn: (source: TImportSourceInput) =>
        'file' in source
          ? callUpload(previewImport, {
              params: { id: objectId },
              query: { dryRun: 1 },
              body: { file: source.file },
            })
          : call(
              previewImport,
              { params: { id: objectId }, query: { dryRun: 1 }, body: source },
              { errors: 'throw' },
            ),
      onSettled: refreshRuns,
    }),
    apply: useMutation({
      mutationFn: (importId: string) => call(applyImport, { params: { importId } }, { errors: 'throw' }),
      onSuccess: ({ run }) => onApplied?.(run),
      onSettled: () => {
        refreshRuns();
        // The complex's chessboards and figures changed.
        void client.invalidateQueries({ queryKey: ['backoffice'] });
      },
    }),
  };
}

export function useScheduleActions(objectId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: importKeys.schedules(objectId) });
  return {
    create: useMutation({
      mutationFn: (body: { feedUrl: string; format: TFeedFormat; period: TSchedulePeriod }) =>
        call(createImportSchedule, { params: { id: objectId }, body }, { errors: 'throw' }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(deleteImportSchedule, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

/** The template as a file for the browser to save. */
export async function downloadTemplate(fileName: string): Promise<void> {
  saveBlob(await callFile(importTemplate, {}), fileName, 10_000);
}
