import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

function Screen({ now = false }: { now?: boolean }) {
  const rest = useAfterFirstPaint(now);
  return (
    <>
      <h1>first view</h1>
      {rest && <p>the rest</p>}
    </>
  );
}

describe('[web] the rest of a screen after its first paint', () => {
  it('commits the first view alone, then the rest after the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      render(<Screen />);
      expect(screen.getByRole('heading', { name: 'first view' })).toBeInTheDocument();
      expect(screen.queryByText('the rest')).toBeNull();
      expect(frames).toHaveLength(1);
      await act(async () => frames[0]!(0));
      expect(screen.getByText('the rest')).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it('draws everything at once when asked (a part to scroll to)', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    try {
      render(<Screen now />);
      expect(screen.getByText('the rest')).toBeInTheDocument();
      expect(raf).not.toHaveBeenCalled();
    } finally {
      raf.mockRestore();
    }
  });

  it('asks for no frame after the screen is gone', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    try {
      const view = render(<Screen />);
      view.unmount();
      expect(cancel).toHaveBeenCalledTimes(1);
    } finally {
      cancel.mockRestore();
    }
  });
});
