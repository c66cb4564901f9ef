import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChipSwitch } from './chip-switch.tsx';

const titles = { week: 'По неделям', month: 'По месяцам' } as const;

describe('[analytics] chip switch', () => {
  it('presses the chosen chip, none for a value it does not list, and names the group', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ChipSwitch
        label="Темп"
        options={['week', 'month'] as const}
        title={(o) => titles[o]}
        value="week"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Темп' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'По неделям', pressed: true }));
    await userEvent.click(screen.getByRole('button', { name: 'По месяцам', pressed: false }));
    expect(onChange).toHaveBeenCalledWith('month');

    rerender(
      <ChipSwitch
        label="Темп"
        options={['week', 'month'] as const}
        title={(o) => titles[o]}
        value={null}
        onChange={onChange}
      />,
    );
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });
});
