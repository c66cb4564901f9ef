import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSection, sheetTarget, withProviders } from '../test/fixtures.tsx';
import { CellSheet } from './cell-sheet.tsx';

function open() {
  const section = apiSection(['A']);
  const cell = { ...section.cells[0]!, data: { ...section.cells[0]!.data, status: null as never } };
  render(withProviders(<CellSheet cell={cell} {...sheetTarget(section)} onClose={() => {}} />));
  return screen.getByRole('dialog', { name: 'Квартира' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** Selects an option by its text (the select's values are option indexes). */
function pick(name: string, title: string) {
  const select = screen.getByRole('combobox', { name });
  const option = within(select).getByRole('option', { name: title }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('[chess-editor] unit form', () => {
  it('[chess-editor] save stays disabled until the number and the status are set', () => {
    open();
    expect(save()).toBeDisabled();
    type('Номер', '15');
    expect(save()).toBeDisabled();
    pick('Статус', 'В продаже');
    expect(save()).toBeEnabled();
  });

  it('[chess-editor] a unit on sale needs its area and price; the fund does not', () => {
    open();
    type('Номер', '15');
    pick('Статус', 'В продаже');
    fireEvent.click(save());
    expect(screen.getByText('Укажите площадь')).toBeInTheDocument();
    expect(screen.getByText('Укажите стоимость')).toBeInTheDocument();
    pick('Статус', 'Фонд застройщика');
    expect(screen.queryByText('Укажите площадь')).toBeNull();
    expect(screen.queryByText('Укажите стоимость')).toBeNull();
  });

  it('[chess-editor] the price and the price per м² follow each other; number fields take digits and a point', () => {
    open();
    type('Площадь', '42.5');
    type('Стоимость', '8500000');
    expect(field('Стоимость за м²')).toHaveValue('200000');
    type('Стоимость за м²', '210000');
    expect(field('Стоимость')).toHaveValue('8925000');
    type('Площадь', '42,5a');
    expect(field('Площадь')).toHaveValue('42,5');
    type('Стоимость', '1234567890123');
    expect(field('Стоимость')).toHaveValue('8925000');
  });
});
