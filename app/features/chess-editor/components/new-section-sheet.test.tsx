import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { NewSectionSheet } from './new-section-sheet.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

function setup(onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewSectionSheet
        pavilionId={3}
        defaultName="Секция 2"
        defaultDate="12.2027"
        onCreated={onCreated}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return { onCreated, sheet: screen.getByRole('dialog', { name: 'Новая секция' }) };
}

describe('[chess-editor] new section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[chess-editor] floors and flats per floor take two digits at most and are required', async () => {
    const fetch = mockFetch();
    const { sheet } = setup();
    const floors = within(sheet).getByRole('textbox', { name: 'Этажей' });
    await userEvent.type(floors, '1a23');
    expect(floors).toHaveValue('12');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Число от 1 до 99')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('[chess-editor] creates the section with the building’s deadline and opens it', async () => {
    const fetch = mockFetch().on(chessEditorApi.createSection, { pid: 3 }, { body: { id: 41 } });
    const { sheet, onCreated } = setup();
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Этажей' }), '9');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Квартир на этаже' }), '4');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(41));
    expect(fetch.calls[0]!.body).toEqual({
      name: 'Секция 2',
      cols: '4',
      rows: '9',
      dateBuild: '12.2027',
      isFinished: 0,
    });
  });
});
