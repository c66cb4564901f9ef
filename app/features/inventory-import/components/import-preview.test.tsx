import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import { ImportPreview } from './import-preview.tsx';

const preview = (over: Partial<TImportPreview> = {}): TImportPreview => ({
  importId: 'a1',
  objectId: 1,
  source: 'file',
  fileName: 'квартиры.xlsx',
  rows: 3,
  create: 1,
  update: 1,
  remove: 1,
  keep: 0,
  sections: [
    { building: 'Корпус 1', section: 'Секция 1', isNew: false, create: 1, update: 1, remove: 1, keep: 0 },
  ],
  firstRows: [
    {
      row: 2,
      action: 'update',
      building: 'Корпус 1',
      section: 'Секция 1',
      floor: 2,
      number: '5',
      rooms: '1к',
      area: 38.5,
      price: 5_000_000,
      status: 4,
      oldPrice: 4_800_000,
      oldStatus: 4,
    },
  ],
  conflicts: [
    {
      row: 3,
      cellId: 9,
      building: 'Корпус 1',
      section: 'Секция 1',
      number: '7',
      message: 'Квартиры нет в файле, но на неё открыта бронь или сделка — не будет снята',
    },
  ],
  problems: [],
  problemsTotal: 0,
  plans: { units: 0, images: 0, toStore: 0 },
  canApply: true,
  ...over,
});

describe('[import] the preview', () => {
  it('[import] shows the counts, the old price beside the new, the conflicts, and applies', async () => {
    const onApply = vi.fn();
    render(<ImportPreview preview={preview()} applying={false} onApply={onApply} />);
    expect(within(screen.getByTestId('import-count-update')).getByText('1')).toBeTruthy();
    const row = within(screen.getByTestId('import-rows')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Изменится');
    expect(row.textContent).toMatch(/4\s800\s000\s₽5\s000\s000\s₽/);
    expect(screen.getByTestId('import-conflicts').textContent).toContain('№ 7: Квартиры нет в файле');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('[import] with problems the list is an alert and «Применить» is off', () => {
    render(
      <ImportPreview
        preview={preview({
          canApply: false,
          problemsTotal: 1,
          problems: [{ row: 17, field: 'area', message: 'Строка 17: площадь «сорок» — не число' }],
        })}
        applying={false}
        onApply={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Строка 17: площадь «сорок» — не число');
    expect((screen.getByRole('button', { name: 'Применить' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
