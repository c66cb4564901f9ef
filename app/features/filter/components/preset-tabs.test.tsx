import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PresetTabs } from './preset-tabs.tsx';

/** A strip 300 px wide holding 600 px of tabs, each tab 100 px wide from the left. */
function layOut() {
  const tabs = () => [...document.querySelectorAll('button[aria-pressed]')];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const i = tabs().indexOf(this);
    const left = i < 0 ? 0 : i * 100;
    return { left, right: left + 100, width: i < 0 ? 300 : 100, top: 0, bottom: 34, height: 34 } as DOMRect;
  });
  const scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe('[filter] preset tabs', () => {
  it('fades the cut edge and scrolls the chosen tab into view, not the page', () => {
    const scrollTo = layOut();
    render(
      <PresetTabs
        current={{ preset: true, key: 'secondary', filter: { market: 2 } }}
        onSelect={() => {}}
        onReset={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Вторичка' })).toHaveAttribute('aria-pressed', 'true');
    // «Вторичка» is the fifth tab (400–500 px): the strip scrolls so its right edge shows.
    expect(scrollTo).toHaveBeenCalledWith({ left: 500 - 300 + 24, behavior: 'auto' });
    expect(screen.getByTestId('preset-strip')).toHaveAttribute('data-more-end', 'true');
  });

  it('leaves a chosen tab already in view where it is', () => {
    const scrollTo = layOut();
    render(
      <PresetTabs
        current={{ preset: true, key: 'all', filter: { market: 1 } }}
        onSelect={() => {}}
        onReset={() => {}}
      />,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
