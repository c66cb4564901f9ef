import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowType } from '#shared/enums.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { apiSection, sheetTarget, withProviders } from '../test/fixtures.tsx';
import { FakeXhr } from '../test/fake-xhr.ts';
import { RowSheet } from './row-sheet.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const section = apiSection(['AB', 'CD']);

function open(row = section.rows[0]!) {
  const onClose = vi.fn();
  render(withProviders(<RowSheet row={row} {...sheetTarget(section)} onClose={onClose} />));
  return { dialog: screen.getByRole('dialog', { name: /^Этаж/ }), onClose };
}

function pickType(dialog: HTMLElement, title: string) {
  const select = within(dialog).getByRole('combobox', { name: 'Тип этажа' });
  const option = within(select).getByRole('option', { name: title }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

const sent = () => Object.fromEntries((FakeXhr.last.body as FormData).entries());

describe('[chess-editor] a floor', () => {
  it('[chess-editor] a living floor asks for its number and will not save without it', () => {
    const { dialog } = open();
    expect(dialog).toHaveAccessibleName('Этаж 2');
    const number = within(dialog).getByRole('textbox', { name: 'Номер этажа' });
    expect(number).toHaveValue('2');
    fireEvent.change(number, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(FakeXhr.all).toHaveLength(0);
    expect(number.closest('[data-invalid]')).not.toBeNull();
  });

  it('[chess-editor] any other floor type asks no number and saves none', async () => {
    const { dialog, onClose } = open();
    for (const title of ['Паркинг', 'Цокольный этаж', 'Мансарда', 'Дуплекс']) {
      pickType(dialog, title);
      expect(within(dialog).queryByRole('textbox', { name: 'Номер этажа' })).not.toBeInTheDocument();
    }
    pickType(dialog, 'Паркинг');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect([FakeXhr.last.method, FakeXhr.last.url]).toEqual([
      'POST',
      pathOf(chessEditorApi.postRowForm, { id: section.rows[0]!.id }),
    ]);
    expect(sent()).toEqual({
      _method: 'PUT',
      type: String(RowType.parking),
      name: '',
      version: '1',
      sectionVersion: '1',
    });
    FakeXhr.last.answer(200, section);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getToasts().map((t) => t.text)).toContain('Этаж сохранён');

    pickType(dialog, 'Жилой этаж');
    expect(within(dialog).getByRole('textbox', { name: 'Номер этажа' })).toHaveValue('2');
  });

  it('[chess-editor] a refused save shows the texts on their fields, the others in a toast', async () => {
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last.answer(422, { message: 'Неверные данные', errors: { name: ['Слишком длинно'] } });
    expect(await within(dialog).findByText('Слишком длинно')).toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    FakeXhr.last.answer(422, { message: 'Неверные данные', errors: { type: ['Неверный тип'] } });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Неверный тип'));
    expect(within(dialog).queryByText('Слишком длинно')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
