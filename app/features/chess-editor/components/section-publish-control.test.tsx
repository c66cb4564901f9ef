import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSectionsPage, TSectionSummary } from '#shared/schemas/chess-editor.ts';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { chessEditorKeys } from '#app/resources/chess-editor.ts';
import { SectionPublishControl } from './section-publish-control.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

const summary = (id: number, published: boolean): TSectionSummary => ({
  id,
  name: `Секция ${id}`,
  published,
  rowsCount: 2,
  colsCount: 2,
  flatsCount: 4,
  saleCount: 1,
  dateBuild: null,
  isFinished: false,
});

describe('[chess-editor] the section’s publish button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[chess-editor] writes the published section into the building page’s list at once', async () => {
    mockFetch().on(chessEditorApi.updateSection, { pid: 3, sid: 7 }, { body: summary(7, true) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page: TSectionsPage = {
      object: { id: 1, title: 'ЖК Тест', published: false },
      pavilion: {
        id: 3,
        objectId: 1,
        name: 'Корпус 1',
        published: false,
        flatsCount: 8,
        dateBuild: null,
        isAction: false,
        isFinished: false,
      },
      data: [summary(7, false), summary(8, false)],
    };
    client.setQueryData(chessEditorKeys.pavilion(3), page);
    render(
      <QueryClientProvider client={client}>
        <DialogsProvider>
          <SectionPublishControl objectId={2} pavilionId={3} sectionId={7} published={false} />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать секцию' }));
    await waitFor(() =>
      expect(
        client.getQueryData<TSectionsPage>(chessEditorKeys.pavilion(3))!.data.map((s) => [s.id, s.published]),
      ).toEqual([
        [7, true],
        [8, false],
      ]),
    );
  });
});
