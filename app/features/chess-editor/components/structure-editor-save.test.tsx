// Structure mode's way out (PRODUCT §4): «Сохранить» sends the whole section and a refusal is listed in 'Ошибка' with
// 'Закрыть', the draft kept; «Выйти» throws the local copy away, after asking when something changed.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { apiSection, cells, dragMouse, withProviders } from '../test/fixtures.tsx';
import { FakeXhr } from '../test/fake-xhr.ts';
import { StructureEditor } from './structure-editor.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

/** The section page's switch between view and structure mode, reduced to what the editor needs. */
function Page({ section }: { section: TBackofficeSection }) {
  const [editing, setEditing] = useState(true);
  return editing ? (
    <StructureEditor section={section} onLeave={() => setEditing(false)} />
  ) : (
    <button type="button" onClick={() => setEditing(true)}>
      Редактировать структуру
    </button>
  );
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('[chess-editor] saving and leaving structure mode', () => {
  it('[chess-editor] a refused save lists the server’s problems in «Ошибка» with «Закрыть»; the draft stays', async () => {
    const section = apiSection(['ABC', 'DEF', 'GHI']);
    const onLeave = vi.fn();
    render(withProviders(<StructureEditor section={section} onLeave={onLeave} />));
    dragMouse([0, 0], [0, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Объединить' }));
    expect(cells()).toHaveLength(8);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['PUT', pathOf(chessEditorApi.updateSection, { pid: 3, sid: 7 })]);
    expect(xhr.json()).toMatchObject({ rowsCount: 3, colsCount: 3 });
    expect((xhr.json() as { cells: unknown[] }).cells).toHaveLength(8);
    expect(screen.getByRole('progressbar', { name: 'Сохраняем…' })).toBeInTheDocument();
    act(() =>
      xhr.answer(422, {
        message: 'Проверьте правильность заполнения полей',
        errors: {
          cells: ['Квартиры накладываются друг на друга в строке 1, столбце 2'],
          'cells.0.id': ['Элемент не принадлежит этой секции, обновите страницу'],
        },
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Ошибка' });
    expect(dialog).toHaveTextContent('Квартиры накладываются друг на друга в строке 1, столбце 2');
    expect(dialog).toHaveTextContent('Элемент не принадлежит этой секции, обновите страницу');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onLeave).not.toHaveBeenCalled();
    expect(cells()).toHaveLength(8);
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('[chess-editor] «Выйти» asks when something changed, then drops the local copy', async () => {
    render(withProviders(<Page section={apiSection(['ABC', 'DEF', 'GHI'])} />));
    dragMouse([1, 1], [2, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Объединить' }));
    expect(cells()).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Выйти без сохранения?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cells()).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Выйти без сохранения?' })).getByRole('button', {
        name: 'Подтвердить',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    expect(FakeXhr.all).toHaveLength(0);

    // Back in structure mode: the section as it was saved, not the discarded draft.
    fireEvent.click(screen.getByRole('button', { name: 'Редактировать структуру' }));
    expect(cells()).toHaveLength(9);
    expect(
      screen.getByText('Выделите квартиры, этажи или стояки мышью или пальцем (удерживайте, затем ведите)'),
    ).toBeInTheDocument();
  });

  it('[chess-editor] with nothing changed «Выйти» leaves without asking', () => {
    const onLeave = vi.fn();
    render(withProviders(<StructureEditor section={apiSection(['AB', 'CD'])} onLeave={onLeave} />));
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
