import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { compareItem } from '#app/test/compare.ts';
import { CompareTable } from './compare-table.tsx';

const items = [
  compareItem({ itemId: 11, title: '2-комнатная квартира №12' }),
  compareItem({
    kind: 2,
    itemId: 7,
    title: 'Квартира у парка',
    price: 9_800_000,
    sectionId: null,
    available: false,
  }),
];

function renderTable(onRemove = vi.fn()) {
  render(
    <MemoryRouter>
      <CompareTable items={items} onRemove={onRemove} />
    </MemoryRouter>,
  );
  return onRemove;
}

describe('[compare] the side-by-side table', () => {
  it('shows a column per item with its link, and marks the rows whose values differ', () => {
    renderTable();
    expect(screen.getByRole('link', { name: '2-комнатная квартира №12' })).toHaveAttribute(
      'href',
      '/realty/5/chess/9?cell=11',
    );
    expect(screen.getByRole('link', { name: 'Квартира у парка' })).toHaveAttribute('href', '/offer/7');
    expect(screen.getByText('Снято с продажи')).toBeInTheDocument();

    const price = screen.getByTestId('compare-row-price');
    expect(price).toHaveAttribute('data-differs');
    expect(within(price).getByText('Значения различаются')).toBeInTheDocument();
    expect(screen.getByTestId('compare-row-area')).not.toHaveAttribute('data-differs');
    expect(
      within(screen.getByRole('rowheader', { name: /Цена за м²/ }).closest('tr')!).getAllByRole('cell'),
    ).toHaveLength(2);
  });

  it('hides equal rows with «Только различия» and takes an item out', async () => {
    const onRemove = renderTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только различия' }));
    expect(screen.getByTestId('compare-row-price')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-row-area')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Убрать: Квартира у парка' }));
    expect(onRemove).toHaveBeenCalledWith({ kind: 2, itemId: 7 });
  });
});
