import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet.tsx';

const root = () => document.querySelector<HTMLElement>('[data-variant="sheet"]');

function Harness({ dismissible, long }: { dismissible?: boolean; long?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Новый объект
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Новый объект"
        dismissible={dismissible}
        footer={<button type="button">Создать</button>}
      >
        <input aria-label="Название" />
        {long && <p data-testid="content">Длинное описание</p>}
      </BottomSheet>
    </>
  );
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Lets the open/close transition run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(300));

describe('[ui] bottom sheet', () => {
  it('slides in as a sheet with a grip, its title, body and footer', async () => {
    render(<Harness />);
    expect(root()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    const sheet = screen.getByRole('dialog', { name: 'Новый объект' });
    expect(root()).toHaveAttribute('data-state', 'open');
    expect(root()!.querySelector('.grip')).not.toBeNull();
    expect(sheet).toContainElement(screen.getByLabelText('Название'));
    expect(sheet).toContainElement(screen.getByRole('button', { name: 'Создать' }));
  });

  it('takes the focus and the page scroll while open, and gives both back when closed with ×', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Новый объект' });
    await userEvent.click(opener);
    await settle();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(root()).toHaveAttribute('data-state', 'closed');
    await settle();
    expect(root()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on the backdrop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.keyboard('{Escape}');
    await settle();
    expect(root()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.click(root()!.querySelector<HTMLElement>('.backdrop')!);
    await settle();
    expect(root()).toBeNull();
  });

  it('stays open on Escape and the backdrop when it is not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(root()!.querySelector<HTMLElement>('.backdrop')!);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Новый объект' })).toBeInTheDocument();
  });

  it('keeps Tab inside the sheet', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const create = screen.getByRole('button', { name: 'Создать' });
    create.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(create).toHaveFocus();
  });
});

describe('[ui] bottom sheet: swipe down', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // jsdom lays nothing out: the sheet is 600 px tall, so a slow swipe closes past 140 px.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  async function openSheet(props: { dismissible?: boolean } = {}) {
    render(<Harness long {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Новый объект' }));
    await settle();
    return root()!.querySelector<HTMLElement>('.panel')!;
  }

  /** A finger on the header, moved down by `steps` px each `ms` milliseconds, then lifted. */
  function dragHeader(steps: number[], ms: number, lift = true) {
    const header = root()!.querySelector<HTMLElement>('header')!;
    let y = 100;
    fireEvent.pointerDown(header, {
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientY: y,
      pointerType: 'touch',
    });
    for (const step of steps) {
      now += ms;
      y += step;
      fireEvent.pointerMove(header, { pointerId: 1, isPrimary: true, clientY: y, pointerType: 'touch' });
    }
    if (lift)
      fireEvent.pointerUp(header, { pointerId: 1, isPrimary: true, clientY: y, pointerType: 'touch' });
  }

  it('follows the finger, and closes past the distance', async () => {
    const panel = await openSheet();
    dragHeader([40, 40, 40], 100, false);
    expect(panel.style.transform).toBe('translateY(120px)');
    expect(panel).toHaveAttribute('data-dragging');
    now += 100;
    fireEvent.pointerMove(root()!.querySelector('header')!, { pointerId: 1, isPrimary: true, clientY: 260 });
    fireEvent.pointerUp(root()!.querySelector('header')!, { pointerId: 1, isPrimary: true, clientY: 260 });
    expect(root()).toHaveAttribute('data-state', 'closed');
    expect(panel.style.transform).toBe('');
    await settle();
    expect(root()).toBeNull();
  });

  it('closes on a short fast flick', async () => {
    await openSheet();
    dragHeader([15, 20], 10);
    expect(root()).toHaveAttribute('data-state', 'closed');
  });

  it('springs back under the distance and speed, and stays open', async () => {
    const panel = await openSheet();
    dragHeader([30, 30, 20], 200);
    expect(panel.style.transform).toBe('');
    expect(panel).not.toHaveAttribute('data-dragging');
    expect(root()).toHaveAttribute('data-state', 'open');
  });

  it('does not move up past its place, nor at all when it may not be dismissed', async () => {
    const panel = await openSheet({ dismissible: false });
    dragHeader([100, 100, 100], 50, false);
    expect(panel.style.transform).toBe('');
    fireEvent.pointerUp(root()!.querySelector('header')!, { pointerId: 1, isPrimary: true, clientY: 400 });
    expect(root()).toHaveAttribute('data-state', 'open');
  });

  /** A touch on the content, moved down by 40 px steps. */
  function swipeContent(steps: number) {
    const content = screen.getByTestId('content');
    const at = (y: number) => ({ touches: [{ clientX: 50, clientY: y, identifier: 1, target: content }] });
    fireEvent.touchStart(content, at(100));
    let y = 100;
    for (let i = 0; i < steps; i++) {
      now += 100;
      y += 40;
      fireEvent.touchMove(content, at(y));
    }
    fireEvent.touchEnd(content, {
      touches: [],
      changedTouches: [{ clientX: 50, clientY: y, identifier: 1 }],
    });
  }

  it('closes by a swipe down on its content scrolled to the top', async () => {
    await openSheet();
    swipeContent(5);
    expect(root()).toHaveAttribute('data-state', 'closed');
  });

  it('leaves a swipe on content scrolled down to the content (it scrolls back up)', async () => {
    await openSheet();
    root()!.querySelector<HTMLElement>('[data-swipe-body]')!.scrollTop = 80;
    swipeContent(5);
    expect(root()).toHaveAttribute('data-state', 'open');
  });
});
