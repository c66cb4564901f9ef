import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCurrentFilter, type CurrentFilter } from './use-current-filter.ts';

let latest: CurrentFilter;

function Probe() {
  latest = useCurrentFilter();
  return <p>{latest.active ? 'active' : 'preset'}</p>;
}

function renderAt(state?: unknown) {
  const router = createMemoryRouter([{ path: '/feed', element: <Probe /> }], {
    initialEntries: [{ pathname: '/feed', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const stored = () => JSON.parse(localStorage.getItem('filters') ?? 'null');

describe('[filter] current filter', () => {
  it('starts with the Акции preset and stores it under `filters`', () => {
    renderAt();
    expect(latest.current).toEqual({ preset: true, key: 'action', filter: { market: 1, isAction: true } });
    expect(latest.active).toBe(false);
    expect(stored()).toEqual(latest.current);
  });

  it('switches presets, and an own filter is active', () => {
    renderAt();
    act(() => latest.selectPreset('secondary'));
    expect(stored()).toEqual({ preset: true, key: 'secondary', filter: { market: 2 } });
    act(() => latest.apply({ market: 2, priceTo: 5e6, cntApart: [], title: '' }));
    expect(latest.active).toBe(true);
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(stored()).toEqual({ preset: false, filter: { market: 2, priceTo: 5e6 } });
    act(() => latest.reset());
    expect(stored()).toMatchObject({ preset: true, key: 'action' });
  });

  it('keeps a preset when the panel applies it unchanged', () => {
    renderAt();
    act(() => latest.apply({ market: 1, isAction: true }));
    expect(latest.current).toMatchObject({ preset: true, key: 'action' });
  });

  it('keeps the preset chosen when only the order changes', () => {
    renderAt();
    act(() => latest.selectPreset('secondary'));
    act(() => latest.apply({ market: 2, sort: 'priceUp' }));
    expect(latest.current).toEqual({
      preset: true,
      key: 'secondary',
      filter: { market: 2, sort: 'priceUp' },
    });
    expect(latest.active).toBe(false);
    expect(stored()).toEqual(latest.current);
    // A field besides the order is the user's own filter, sorted as it was.
    act(() => latest.apply({ market: 2, sort: 'priceUp', priceTo: 5e6 }));
    expect(latest.current).toEqual({ preset: false, filter: { market: 2, sort: 'priceUp', priceTo: 5e6 } });
  });

  it('keeps a saved filter’s name when only the order changes', () => {
    const router = renderAt({ filter: { preset: false, id: 9, name: 'Мой', filter: { market: 2 } } });
    expect(router.state.location.state).toBeNull();
    act(() => latest.apply({ market: 2, sort: 'priceDown' }));
    expect(latest.current).toEqual({
      preset: false,
      id: 9,
      name: 'Мой',
      filter: { market: 2, sort: 'priceDown' },
    });
  });

  it('reads what another screen stored, and refuses garbage', () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ preset: false, id: 4, name: 'Студии у моря', filter: { cntApart: [1] } }),
    );
    renderAt();
    expect(latest.current).toEqual({
      preset: false,
      id: 4,
      name: 'Студии у моря',
      filter: { cntApart: [1] },
    });
    expect(latest.active).toBe(true);
  });

  it('falls back to the default on a broken stored value', () => {
    localStorage.setItem('filters', '{"filter": 5}');
    renderAt();
    expect(latest.current.key).toBe('action');
  });

  it('takes a filter handed over in router state once', () => {
    const router = renderAt({ filter: { preset: false, id: 9, name: 'Мой', filter: { market: 2 } } });
    expect(latest.current).toEqual({ preset: false, id: 9, name: 'Мой', filter: { market: 2 } });
    expect(router.state.location.state).toBeNull();
    expect(stored()).toMatchObject({ id: 9 });
  });
});
