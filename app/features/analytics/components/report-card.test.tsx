import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, Figure, ReportCard } from './report-card.tsx';

const rows = Array.from({ length: 14 }, (_, i) => ({
  key: String(i),
  cells: [`Строка ${i + 1}`, String(i)],
}));

describe('[analytics] a report’s card', () => {
  it('[analytics] switches between the chart and the same figures as a table', async () => {
    render(
      <ReportCard
        title="Темп продаж"
        chart={<div>график</div>}
        table={<DataTable columns={['Неделя', 'Продано']} rows={rows.slice(0, 2)} />}
      />,
    );
    expect(screen.getByText('график')).toBeVisible();
    expect(screen.getByRole('button', { name: 'График' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Таблица' }));
    expect(screen.queryByText('график')).toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Неделя', 'Продано']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('[analytics] folds a long table past its limit and shows the rest on demand', async () => {
    render(<DataTable columns={['Группа', 'Шт.']} rows={rows} limit={12} />);
    expect(screen.getAllByRole('row')).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Показать все (14)' }));
    expect(screen.getAllByRole('row')).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Свернуть' })).toBeVisible();
  });

  it('[analytics] tells the change against the previous period, or a dash when there was nothing', () => {
    const { rerender } = render(<Figure label="Продано" value="12" now={12} before={10} />);
    expect(screen.getByText('+20 % к прошлому периоду')).toHaveAttribute('data-trend', 'up');
    rerender(<Figure label="Забронировано" value="624" now={624} before={4} />);
    // Digits grouped as every other figure (a non-breaking space, which the matcher reads as a space).
    expect(screen.getByText('+15 500 % к прошлому периоду')).toHaveAttribute('data-trend', 'up');
    rerender(<Figure label="Продано" value="12" now={12} before={0} />);
    expect(screen.getByText('— к прошлому периоду')).toHaveAttribute('data-trend', 'none');
  });
});
