import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { apiSection, withProviders } from '../test/fixtures.tsx';
import { MassPriceSheet } from './mass-price-sheet.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

// Three floors (3, 2, 1 from the top), two units each.
const section = apiSection(['AB', 'CD', 'EF']);
const [floor3, floor2, floor1] = section.rows;

function open(onClose = vi.fn()) {
  render(withProviders(<MassPriceSheet section={section} onClose={onClose} />));
  return { dialog: screen.getByRole('dialog', { name: 'Изменение цен' }), onClose };
}

const chosen = (select: HTMLElement) => within(select).getByRole('option', { selected: true }).textContent;
const floorChip = (name: string) =>
  within(screen.getByRole('group', { name: 'Этажи' })).getByRole('button', { name });

describe('[chess-editor] the mass price change', () => {
  it('[chess-editor] starts at 0 for the units on sale, every floor chosen; offers the four changes in Russian', () => {
    const { dialog } = open();
    const action = within(dialog).getByRole('combobox', { name: 'Действие' });
    const choices = within(action)
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).value !== '');
    expect(choices.map((o) => o.textContent)).toEqual([
      'Увеличить стоимость за м²',
      'Уменьшить стоимость за м²',
      'Увеличить стоимость на %',
      'Уменьшить стоимость на %',
    ]);
    expect(chosen(action)).toBe('Увеличить стоимость за м²');
    expect(within(dialog).getByRole('textbox', { name: 'Значение' })).toHaveValue('0');
    expect(chosen(within(dialog).getByRole('combobox', { name: 'Для квартир со статусом' }))).toBe(
      'В продаже',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Только участвующие в акции' })).not.toBeChecked();
    for (const name of ['3', '2', '1']) expect(floorChip(name)).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('₽/м²')).toBeInTheDocument();
  });

  it('[chess-editor] sends the chosen floors only, with the change, status and promotions flag', async () => {
    const fetch = mockFetch().on(
      chessEditorApi.massAction,
      { id: section.id },
      {
        body: { changed: 2, section },
      },
    );
    const { dialog, onClose } = open();
    const action = within(dialog).getByRole('combobox', { name: 'Действие' });
    const percentUp = within(action).getByRole('option', {
      name: 'Увеличить стоимость на %',
    }) as HTMLOptionElement;
    fireEvent.change(action, { target: { value: percentUp.value } });
    expect(within(dialog).getByText('%')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Значение' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Только участвующие в акции' }));
    fireEvent.click(floorChip('2'));
    expect(floorChip('2')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.calls[0]!.body).toEqual({
      type: 3,
      value: 5,
      forStatus: 4,
      forActions: 1,
      rows: [floor3!.id, floor1!.id],
      version: 1,
    });
    expect(getToasts().map((t) => t.text)).toContain('Цены изменены: 2 квартиры');
    expect(fetch.calls[0]!.body).not.toMatchObject({ rows: expect.arrayContaining([floor2!.id]) });
  });

  it('[chess-editor] refuses to apply to no floor at all', () => {
    const fetch = mockFetch();
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Снять выбор' }));
    for (const name of ['3', '2', '1']) expect(floorChip(name)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите хотя бы один этаж');
    expect(fetch.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    // Choosing floors again clears the refusal everywhere, the value field included.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Все' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Выберите хотя бы один этаж')).not.toBeInTheDocument();
  });
});
