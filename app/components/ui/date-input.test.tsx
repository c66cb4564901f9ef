import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput, displayDate, fromNative, MonthInput, toNative } from './date-input.tsx';

describe('[ui] date and month inputs', () => {
  it('store the ru-RU string and read it back for the native picker', () => {
    expect(fromNative('date', '2026-11-21')).toBe('21.11.2026');
    expect(toNative('date', '21.11.2026')).toBe('2026-11-21');
    expect(fromNative('month', '2027-03')).toBe('03.2027');
    expect(toNative('month', '03.2027')).toBe('2027-03');
    expect(fromNative('date', '')).toBe('');
    expect(displayDate('month', '03.2027')).toBe('март 2027 г.');
  });

  it('a picked date is stored formatted; empty shows «Не указано»', () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateInput label="Дата сдачи" value={value} onChange={setValue} />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Не указано')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Дата сдачи'), { target: { value: '2026-12-31' } });
    expect(screen.getByTestId('value')).toHaveTextContent('31.12.2026');
    expect(screen.getAllByText('31.12.2026')).toHaveLength(2);
  });

  it('a month shows in words', () => {
    render(<MonthInput label="Срок сдачи" value="09.2027" onChange={() => {}} />);
    expect(screen.getByText('сентябрь 2027 г.')).toBeInTheDocument();
    expect(screen.getByLabelText('Срок сдачи')).toHaveValue('2027-09');
  });
});
