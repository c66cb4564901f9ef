import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEW_MARGIN, useNearView } from './use-near-view.ts';

/** Observers driven by hand (jsdom has none and lays nothing out). */
const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

function tell(isIntersecting: boolean) {
  act(() => {
    for (const o of observers.filter((o) => o.targets.length > 0)) {
      o.callback(
        o.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
        {} as unknown as IntersectionObserver,
      );
    }
  });
}

/** A part whose placeholder appears only after a first render without it (as the price section waits for data). */
function Part({ late = false }: { late?: boolean }) {
  const [shown, setShown] = useState(!late);
  const [place, near] = useNearView<HTMLDivElement>();
  return (
    <>
      <button onClick={() => setShown(true)}>show</button>
      {shown && <div ref={place}>{near ? 'heavy part' : 'placeholder'}</div>}
    </>
  );
}

const watched = () => observers.filter((o) => o.targets.length > 0);

describe('[web] a part below the fold starts near the screen', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the placeholder until the place comes within the margin, then the part for good', () => {
    render(<Part />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(watched()).toHaveLength(1);
    expect(watched()[0]!.margin).toBe(NEAR_VIEW_MARGIN);
    tell(false);
    expect(screen.getByText('placeholder')).toBeTruthy();
    tell(true);
    expect(screen.getByText('heavy part')).toBeTruthy();
    // Started once: nothing is watched any more, and leaving the view does not take the part away.
    expect(watched()).toHaveLength(0);
    tell(false);
    expect(screen.getByText('heavy part')).toBeTruthy();
  });

  it('watches a placeholder that appears after the first render', () => {
    render(<Part late />);
    expect(watched()).toHaveLength(0);
    act(() => screen.getByText('show').click());
    expect(watched()).toHaveLength(1);
    tell(true);
    expect(screen.getByText('heavy part')).toBeTruthy();
  });

  it('starts at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('heavy part')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
